// The set-up and helpers the signatures/yousign-adapter.*.test.ts files share.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RequestToActivate } from '../../../src/modules/signatures/provider.ts';
import { createYousignAdapter } from '../../../src/modules/signatures/yousign/yousign-client.ts';
import { startYousignStandIn, type YousignStandIn } from '../yousign-stand-in.ts';

export const API_KEY = 'test-yousign-api-key-0123456789';

export const SECRET = 'test-webhook-secret';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

export let standIn: YousignStandIn;
let receiver: Server;

export const received: Received[] = [];

export const adapter = () => createYousignAdapter({ apiKey: API_KEY, baseUrl: standIn.baseUrl });

export async function pdf(text: string, pages = 1): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let index = 0; index < pages; index++) document.addPage([595, 842]).drawText(`${text} ${index + 1}`);
  return Buffer.from(await document.save());
}

export async function toActivate(signers = 1): Promise<RequestToActivate> {
  return {
    localId: 41,
    name: 'Contrat de services — Clinique des Tilleuls',
    expirationDay: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    documents: [
      { localId: 1, fileName: 'contrat.pdf', pdf: await pdf('Contrat', 2), field: field(2) },
      { localId: 2, fileName: 'mandat.pdf', pdf: await pdf('Mandat'), field: { ...field(1), x: 300.4 } },
    ],
    signers: Array.from({ length: signers }, (_, index) => ({
      localId: 10 + index,
      firstName: 'Camille',
      lastName: `Durand${index}`,
      email: `camille${index}@clinique.test`,
      locale: 'fr' as const,
    })),
  };
}

export const field = (page: number) => ({ page, x: 60, y: 700.6, width: 180, height: 60 });

export const bodyOf = (message: Received) => JSON.parse(message.raw.toString('utf8'));

export const signatureOf = (message: Received) =>
  message.headers['x-yousign-signature-256'] as string | undefined;

/** Registers the set-up the yousign-adapter tests share. */
export function useYousignAdapterWorld() {
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, raw: Buffer.concat(chunks) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    standIn = await startYousignStandIn({
      apiKey: API_KEY,
      webhookSecret: SECRET,
      webhookUrl: `http://127.0.0.1:${port}/v1/webhooks/yousign`,
    });
  });

  afterAll(async () => {
    await standIn?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  beforeEach(() => {
    received.length = 0;
  });
}
