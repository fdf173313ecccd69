import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { badlyEncodedQueryPaths, findBadStrings } from '../../src/plugins/text-guard.ts';
import { baseUrl, call, tokenFor } from '../support/api.ts';
import { makeEstablishment } from '../support/factories/establishments.ts';

async function rawRequest(method: string, path: string, body?: Buffer | string, language = 'fr-FR') {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenFor('admin')}`,
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', text };
}

function problemOf(answer: { status: number; type: string; text: string }) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.type).toContain('application/problem+json');
  return JSON.parse(answer.text) as { code: string; errors: { path: string; message: string }[] };
}

describe('text PostgreSQL cannot store', () => {
  it('is a 400 with a field error in a list filter, not a 500 (issue §6: tag[]=%00)', async () => {
    const problem = problemOf(await rawRequest('GET', '/v1/veterinary_establishments?tag[]=%00'));
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors).toEqual([
      { path: 'tag[]', message: 'Caractères interdits (caractère nul ou texte mal encodé)' },
    ]);
  });

  it('names each repeated filter value and translates the message', async () => {
    const problem = problemOf(
      await rawRequest('GET', '/v1/legal_structures?id[]=1&id[]=%00&id[]=2', undefined, 'en'),
    );
    expect(problem.errors).toEqual([
      { path: 'id[].1', message: 'Forbidden characters (NUL character or badly encoded text)' },
    ]);
  });

  it('refuses query text that is not UTF-8 instead of searching for "%FF"', async () => {
    for (const query of ['tag[]=%FF', 'tag[]=%C3%28', 'tag[]=%ED%A0%80', 'tag[]=100%']) {
      const problem = problemOf(await rawRequest('GET', `/v1/veterinary_establishments?${query}`));
      expect(problem.errors, query).toEqual([{ path: 'tag[]', message: expect.any(String) }]);
    }
    const ok = await rawRequest('GET', '/v1/veterinary_establishments?tag[]=%C3%A9t%C3%A9&tag[]=a+b');
    expect(ok.status).toBe(200);
  });

  it('answers the export with a 400 before its first byte', async () => {
    const answer = await rawRequest(
      'GET',
      '/v1/veterinary_establishments/export?format=csv&privilegedCode[]=%00',
    );
    const problem = problemOf(answer);
    expect(problem.errors[0]?.path).toBe('privilegedCode[]');
  });

  it('refuses NUL and lone surrogates in body fields, with their paths', async () => {
    const valid = makeEstablishment();
    const body = {
      ...valid,
      name: 'Clinique\u0000',
      tags: ['ok', 'bad\ud800'],
      mainAddress: { ...valid.mainAddress, city: 'Ly\u0000on' },
    };
    const answer = await call('POST', '/v1/veterinary_establishments', {
      token: await tokenFor('admin'),
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      'mainAddress.city',
      'name',
      'tags.1',
    ]);
    const search = await call('POST', '/v1/veterinary_establishments/search', {
      token: await tokenFor('admin'),
      rawBody: '{"term":"\\u0000"}',
    });
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual([{ path: 'term', message: expect.any(String) }]);
  });

  it('refuses a JSON body that is not UTF-8, naming the field', async () => {
    const bytes = Buffer.concat([Buffer.from('{"term":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const problem = problemOf(await rawRequest('POST', '/v1/veterinary_establishments/search', bytes));
    expect(problem.errors).toEqual([{ path: 'term', message: expect.any(String) }]);
    const valid = await rawRequest('POST', '/v1/veterinary_establishments/search', '{"term":"café"}');
    expect(valid.status).toBe(200);
  });

  it('refuses bad object keys and checks path parameters', async () => {
    const answer = await call('POST', '/v1/legal_structures/search', {
      token: await tokenFor('admin'),
      rawBody: '{"te\\u0000rm":"x"}',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'te\uFFFDrm', message: expect.any(String) }]);
    const param = await rawRequest('GET', '/v1/veterinary_establishments/%00');
    expect(param.status).toBe(400);
  });

  it('never answers 500 to raw bytes in the request line (only percent-encoded text needs the check)', async () => {
    const token = await tokenFor('admin');
    for (const bytes of [Buffer.from([0xff, 0xfe]), Buffer.from('é'), Buffer.from([0x00])]) {
      const head = Buffer.concat([
        Buffer.from('GET /v1/veterinary_establishments?tag[]='),
        bytes,
        Buffer.from(
          ` HTTP/1.1\r\nhost: localhost\r\nauthorization: Bearer ${token}\r\nconnection: close\r\n\r\n`,
        ),
      ]);
      const answer = await new Promise<string>((resolve, reject) => {
        const { hostname, port } = new URL(baseUrl());
        const socket = connect(Number(port), hostname, () => socket.end(head));
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString('latin1');
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      // The HTTP parser refuses a raw NUL (400); other bytes read as Latin-1 text: a filter like any other.
      expect(answer, answer).toMatch(/^HTTP\/1\.1 (200|400) /);
    }
  });
});

describe('findBadStrings / badlyEncodedQueryPaths', () => {
  it('walks deep values without recursion and stops at 20 findings', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadStrings(deep)).toHaveLength(1);
    expect(findBadStrings(Array.from({ length: 100 }, () => '\u0000'))).toHaveLength(20);
    expect(findBadStrings({ a: { b: ['ok', '\udc00'] }, c: 1, d: null })).toEqual(['a.b.1']);
  });

  it('finds percent-encodings that are not UTF-8', () => {
    expect(badlyEncodedQueryPaths('/x?a=%FF&b=%C3%A9&c[]=1&c[]=%&d%ZZ=1')).toEqual(['a', 'c[].1', 'd%ZZ']);
    expect(badlyEncodedQueryPaths('/x')).toEqual([]);
  });
});
