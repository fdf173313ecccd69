import type { Database } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { HTTP_PROBLEMS } from '../../src/lib/http.problems.ts';
import { refuses } from '../../src/lib/openapi-responses.ts';
import { defineProblems, refusal } from '../../src/lib/problem.ts';
import { PROBLEM_CODES, type ProblemCodeEntry } from '../../src/lib/problem-declarations.ts';
import { assembleProblems, PROBLEMS_BY_CODE } from '../../src/lib/problem-registry.ts';
import { LEGAL_STRUCTURE_PROBLEMS } from '../../src/modules/legal-structures/legal-structures.problems.ts';
import { USER_PROBLEMS } from '../../src/modules/users/users.problems.ts';

// The catalogues of coded refusals: one code, one status and one text each; every answer listed by its
// operation's OpenAPI document (in tests, an undeclared one is answered 500 with the reason).
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = await buildApp({ database: {} as Database, authenticate: async () => null, logLevel: 'silent' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = {
    200: z.object({ ok: z.boolean() }),
    ...refuses(LEGAL_STRUCTURE_PROBLEMS.LEGAL_CODE_TAKEN),
  };
  r.post('/v1/test-declared', { config: { access: 'public' }, schema: { response } }, async () => {
    throw refusal(LEGAL_STRUCTURE_PROBLEMS.LEGAL_CODE_TAKEN, {
      errors: [{ path: 'legalCode', message: 'legalCodeTaken' }],
      params: { legalCode: '123456789' },
    });
  });
  r.post('/v1/test-undeclared', { config: { access: 'public' }, schema: { response } }, async () => {
    throw refusal(USER_PROBLEMS.LAST_ADMIN);
  });
  r.post('/v1/test-generic', { config: { access: 'public' }, schema: { response } }, async () => {
    throw refusal(HTTP_PROBLEMS.STALE_RECORD);
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => app.close());

describe('[ERRORS] problem catalogues', () => {
  it('refuses a code declared by two catalogues when they are assembled', () => {
    const first = defineProblems({
      SAME_CODE: { status: 409, title: { fr: 'Un', en: 'One' }, detail: { fr: 'Un.', en: 'One.' } },
    });
    const second = defineProblems({
      SAME_CODE: { status: 422, title: { fr: 'Deux', en: 'Two' }, detail: { fr: 'Deux.', en: 'Two.' } },
    });
    expect(() => assembleProblems([first, second])).toThrow('Problem code SAME_CODE is declared twice');
    expect(PROBLEMS_BY_CODE.get('LEGAL_CODE_TAKEN')).toBe(LEGAL_STRUCTURE_PROBLEMS.LEGAL_CODE_TAKEN);
  });

  it('answers a declared refusal with the status and the texts of its catalogue', async () => {
    const response = await fetch(`${url}/v1/test-declared`, { method: 'POST' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      status: 409,
      code: 'LEGAL_CODE_TAKEN',
      title: 'Numéro déjà utilisé',
      detail: 'Le numéro 123456789 est déjà celui d’une autre structure juridique.',
      errors: [{ path: 'legalCode' }],
    });
    const english = await fetch(`${url}/v1/test-declared`, {
      method: 'POST',
      headers: { 'accept-language': 'en' },
    });
    expect(await english.json()).toMatchObject({
      title: 'Number already used',
      detail: 'The number 123456789 already belongs to another legal structure.',
    });
  });

  it('answers 500 with the reason when an operation refuses with a code its document does not list', async () => {
    const response = await fetch(`${url}/v1/test-undeclared`, { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(
      "Undeclared problem: POST /v1/test-undeclared answered LAST_ADMIN (409), which it does not declare: add it to the route's refuses()",
    );
    // A generic problem needs no declaration, but its status must be one of the operation's responses.
    const generic = await fetch(`${url}/v1/test-generic`, { method: 'POST' });
    expect(generic.status).toBe(500);
    expect(await generic.text()).toContain(
      'answered 412 (STALE_RECORD), which its OpenAPI responses do not list',
    );
  });

  it("lists each operation's codes with their status and French title, and every module's code somewhere", () => {
    const document = app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; [PROBLEM_CODES]?: ProblemCodeEntry[] }>
      >;
    };
    expect(document.paths['/v1/legal_structures']?.post?.[PROBLEM_CODES]).toEqual([
      { code: 'LEGAL_CODE_TAKEN', status: 409, title: 'Numéro déjà utilisé' },
    ]);
    const listed = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const entry of operation[PROBLEM_CODES] ?? []) {
          listed.add(entry.code);
          expect(Object.keys(operation.responses), `${method} ${path} ${entry.code}`).toContain(
            String(entry.status),
          );
          expect(entry.title).toBe(PROBLEMS_BY_CODE.get(entry.code)?.title.fr);
        }
      }
    }
    // The Yousign webhook is no API operation (hidden from the document): its refusal is listed nowhere.
    const generic = new Set([...Object.keys(HTTP_PROBLEMS), 'WEBHOOK_SIGNATURE_INVALID']);
    const unlisted = [...PROBLEMS_BY_CODE.keys()].filter((code) => !generic.has(code) && !listed.has(code));
    expect(unlisted, 'codes of a catalogue that no operation lists').toEqual([]);
  });
});
