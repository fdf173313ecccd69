// The stand-in's HTTP answers and Yousign's error bodies (`{ type, detail }`), and reading a request's body.
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';

export interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

export const json = (status: number, value: unknown): Answer => ({
  status,
  type: 'application/json',
  body: Buffer.from(JSON.stringify(value)),
});

/** A Yousign error answer, thrown by the handlers and turned into the HTTP answer. */
export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.detail));
  }
}

export const problem = (status: number, type: string, detail: string, extra: Record<string, unknown> = {}) =>
  new StandInError(status, { type, detail, ...extra });

export const invalid = (name: string, reason: string) =>
  problem(400, 'validation.error', 'You have some invalid params in your payload.', {
    invalid_params: [{ name, reason }],
  });

export function parse<T>(schema: z.ZodType<T>, raw: Buffer): T {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8') || 'null');
  } catch {
    throw invalid('(body)', 'The body is not JSON.');
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw problem(400, 'validation.error', 'You have some invalid params in your payload.', {
    invalid_params: parsed.error.issues.map((issue) => ({
      name: issue.path.join('.'),
      reason: issue.message,
    })),
  });
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
