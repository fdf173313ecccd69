import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, tokenFor } from '../support/api.ts';
import {
  encodeComponent,
  hostileValue,
  queryPairs,
  rawQueryFragment,
  valueFor,
} from '../support/arbitraries.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import {
  fillPath,
  loadOpenApi,
  type OpenApiDocument,
  type Operation,
} from '../support/openapi-operations.ts';

/**
 * Property-based fuzz of every operation of the OpenAPI document, as ADMIN (the widest access, so the
 * deepest code paths): random values from each operation's schema and beyond it. Properties: never a
 * 5xx; a refusal is problem+json; a refused write changes nothing.
 *
 * Reproduce a failure with the seed and path fast-check prints:
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run --project api apps/server/test/security/fuzz.security.test.ts
 * FUZZ_RUNS (default 300) is the number of requests: a count, not a time limit, so that a slow or busy
 * machine sends the same requests as a fast one (a limit of 25 s sent 86 requests on a loaded machine).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/** 300 requests take about 15 s on an idle two-core machine: room for a loaded one. */
const FUZZ_TIMEOUT_MS = 180_000;
const REPLAY_PATH = process.env.FUZZ_PATH;

interface FuzzRequest {
  operation: string;
  method: string;
  url: string;
  contentType?: string;
  body?: string;
  /** Base64 bytes, for bodies that are not UTF-8. */
  bytes?: string;
}

let document: OpenApiDocument;
let operations: Operation[];
let token: string;
/** Ids of path parameters, per collection path: resources made for the fuzz, or read-only ones. */
const knownIds = new Map<string, number[]>();

const collectionOf = (path: string) => path.replace(/\/\{\w+\}.*$/, '');
const isWrite = (operation: Operation) => operation.method !== 'GET';

async function getJson(path: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

async function postJson(path: string, body: unknown): Promise<{ id: number }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data;
}

/** Lists (GET without path parameters, answering `{ data, meta }`), whose totals snapshot the state. */
function listOperations(): Operation[] {
  return operations.filter(
    (operation) =>
      operation.method === 'GET' &&
      !operation.path.includes('{') &&
      operation.parameters.some((parameter) => parameter.name === 'limit'),
  );
}

beforeAll(async () => {
  ({ document, operations } = await loadOpenApi());
  token = await tokenFor('admin');
  // Writes go to a resource of the fuzz's own, never to demo data other tests rely on.
  const establishment = await createEstablishment(token);
  knownIds.set('/v1/veterinary_establishments', [establishment.id]);
  const user = await postJson('/v1/users', {
    email: `fuzz.${Date.now().toString(36)}@vetbo.test`,
    firstName: 'Fuzz',
    lastName: 'Essai',
  });
  knownIds.set('/v1/users', [user.id]);
  const group = (await getJson('/v1/veterinary_groups?limit=1')).body.data[0];
  const [establishmentJob, groupJob] = await Promise.all([
    postJson('/v1/veterinary_establishment_users', {
      userId: user.id,
      veterinaryEstablishmentId: establishment.id,
      jobTitle: 'VETERINARIAN',
      entryDate: '2024-01-01',
    }),
    postJson('/v1/veterinary_group_users', {
      userId: user.id,
      veterinaryGroupId: group.id,
      jobTitle: 'EXECUTIVE',
      entryDate: '2024-01-01',
    }),
  ]);
  knownIds.set('/v1/veterinary_establishment_users', [establishmentJob.id]);
  knownIds.set('/v1/veterinary_group_users', [groupJob.id]);
  if (establishment.mainAddressId) {
    knownIds.set('/v1/veterinary_establishment_addresses', [establishment.mainAddressId]);
  }
  for (const list of listOperations()) {
    const writable = operations.some(
      (operation) => isWrite(operation) && collectionOf(operation.path) === list.path,
    );
    if (writable || knownIds.has(list.path)) continue;
    const { body } = await getJson(`${list.path}?limit=3`);
    knownIds.set(
      list.path,
      (body.data ?? []).map((item: { id: number }) => item.id),
    );
  }
  // The shared server's e-invoicing job deposits what earlier files issued, at its next round: a deposit
  // during the fuzz would read as a change made by a refused request. Nothing issued is left waiting.
  const waiting = async () =>
    (await getJson('/v1/e_invoice_transmissions?state[]=PENDING&state[]=SENT&limit=1')).body.meta?.total;
  for (const until = Date.now() + 60_000; (await waiting()) !== 0; ) {
    if (Date.now() > until) throw new Error('Transmissions still waiting for the e-invoicing job after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 90_000);

/** A fingerprint of everything a request could have changed: list totals, latest rows, the target row. */
async function snapshot(request: FuzzRequest, operation: Operation) {
  const lists = await Promise.all(
    listOperations().map(async (list) => {
      const sorted = list.parameters.some((parameter) => parameter.name === 'sortUpdatedDate');
      const { body } = await getJson(`${list.path}?limit=1${sorted ? '&sortUpdatedDate=desc' : ''}`);
      return [list.path, body.meta?.total, body.data?.[0]];
    }),
  );
  const itemPath = operation.path.includes('{')
    ? operations.find((candidate) => candidate.method === 'GET' && candidate.path === operation.path)
    : undefined;
  const target = itemPath ? await getJson(request.url.split('?')[0] ?? '') : null;
  // The request id of a problem answer differs every time: only the status and the data count.
  return { lists, target: target && { status: target.status, data: target.body?.data } };
}

/**
 * People: a random small id would be a demo account (its role, its e-mail) or the demo leader's job,
 * which every other test file relies on while the fuzz runs: their random ids start past the seeded rows.
 */
const PEOPLE_COLLECTIONS = new Set([
  '/v1/users',
  '/v1/veterinary_establishment_users',
  '/v1/veterinary_group_users',
]);

function pathSegment(collection: string): fc.Arbitrary<string> {
  const ids = knownIds.get(collection) ?? [];
  const min = PEOPLE_COLLECTIONS.has(collection) ? 1_000_000 : -5;
  return fc.oneof(
    ...(ids.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...ids).map(String) }] : []),
    { weight: 1, arbitrary: fc.integer({ min, max: 2_147_483_647 }).map(String) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom('0', '99999999999', '9'.repeat(30), '1.5', '1e3', 'abc', '%00', '%2F', 'null', '%20'),
        hostileValue.map(
          (value) =>
            encodeComponent(typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 150) || 'x',
        ),
      ),
    },
  );
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const query = fc.record(
    Object.fromEntries(
      queryParameters.map((parameter) => [parameter.name, valueFor(document, parameter.schema)]),
    ),
    { requiredKeys: [] },
  );
  const unknownQuery = fc.option(fc.tuple(fc.string({ maxLength: 8 }), hostileValue), { freq: 5 });
  const rawFragment = fc.option(rawQueryFragment, { freq: 8 });
  const body: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'bytes' | 'contentType'>> = operation.body
    ? fc.oneof(
        {
          weight: 12,
          arbitrary: valueFor(document, operation.body).map((value) => ({
            contentType: 'application/json',
            body: JSON.stringify(value) ?? 'null',
          })),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { contentType: 'application/json', body: '{' },
            { contentType: 'application/json', body: '' },
            { contentType: 'application/json', body: '{"__proto__":{"admin":true}}' },
            { contentType: 'application/json', body: `[${'['.repeat(5_000)}${']'.repeat(5_000)}]` },
            {
              contentType: 'application/json',
              bytes: Buffer.from('{"name":"\xff\xfe"}', 'latin1').toString('base64'),
            },
            { contentType: 'text/plain', body: 'hello' },
            { contentType: 'application/x-www-form-urlencoded', body: 'name=x' },
          ),
        },
      )
    : fc.constant({});
  return fc
    .record({
      segments: fc.tuple(...pathNames.map(() => pathSegment(collectionOf(operation.path)))),
      query,
      unknownQuery,
      rawFragment,
      body,
    })
    .map(({ segments, query: values, unknownQuery: extra, rawFragment: fragment, body: sent }) => {
      const path = fillPath(operation.path, (name) => segments[pathNames.indexOf(name)] ?? '1');
      const pairs = Object.entries(values).flatMap(([name, value]) => queryPairs(name, value));
      if (extra) pairs.push(...queryPairs(extra[0], extra[1]));
      if (fragment) pairs.push(fragment);
      const search = pairs.length > 0 ? `?${pairs.join('&')}` : '';
      const request: FuzzRequest = {
        operation: operation.operationId,
        method: operation.method,
        url: `${path}${search}`,
        ...sent,
      };
      // fast-check prints counterexamples with this: long values shortened, so a report stays readable.
      return Object.assign(request, { [fc.toStringMethod]: () => JSON.stringify(request, shorten) });
    });
}

function shorten(_key: string, value: unknown) {
  return typeof value === 'string' && value.length > 300
    ? `${value.slice(0, 300)}…(${value.length} characters)`
    : value;
}

/** Answered by Node's HTTP parser before Fastify sees a request (URL over 16 KiB): plain JSON. */
const TRANSPORT_ERRORS = new Set([431]);

async function send(request: FuzzRequest) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await fetch(`${baseUrl()}${request.url}`, {
    method: request.method,
    headers,
    body: request.bytes ? Buffer.from(request.bytes, 'base64') : request.body,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

describe('fuzz of every operation of the OpenAPI document', () => {
  it(
    'never answers 5xx; refusals are problem+json and change nothing',
    async () => {
      const requests = fc.constantFrom(...operations).chain(requestFor);
      const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
      let sent = 0;
      let refusedWrites = 0;
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const operation = byId.get(request.operation) as Operation;
          sent++;
          const before = isWrite(operation) ? await snapshot(request, operation) : null;
          const answer = await send(request);
          const label = `${answer.status} for ${request.method} ${shorten('', request.url)}: ${answer.text.slice(0, 300)}`;
          expect(answer.status < 500, label).toBe(true);
          if (answer.status >= 400) {
            if (!TRANSPORT_ERRORS.has(answer.status)) {
              expect(answer.type, label).toContain('application/problem+json');
              // Each operation lists the problem answers it can give: one it gives must be listed.
              expect(operation.statuses, `undeclared ${label}`).toContain(String(answer.status));
            }
            if (before) {
              refusedWrites++;
              expect(await snapshot(request, operation), `state changed by ${label}`).toEqual(before);
            }
          }
        }),
        {
          seed: SEED,
          numRuns: RUNS,
          ...(REPLAY_PATH ? { path: REPLAY_PATH, endOnFailure: true } : {}),
        },
      );
      // Every request was sent (a replay sends its one path)...
      if (REPLAY_PATH) expect(sent).toBeGreaterThan(0);
      else expect(sent).toBe(RUNS);
      // ...and the "refused writes change nothing" property was exercised.
      if (!REPLAY_PATH) expect(refusedWrites).toBeGreaterThan(20);
    },
    FUZZ_TIMEOUT_MS,
  );
});
