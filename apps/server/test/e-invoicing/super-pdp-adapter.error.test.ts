// The Super PDP adapter's failures, against the local stand-in: wrong credentials, a file the platform
// refuses, a platform that does not answer, a status about an unknown document — each a SuperPdpError with
// the platform's status and message, never the client secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSuperPdpAdapter,
  SuperPdpError,
} from '../../src/modules/e-invoicing/super-pdp/super-pdp-adapter.ts';
import { freePort } from '../support/free-port.ts';
import { type SuperPdpStandIn, startSuperPdpStandIn } from '../support/super-pdp-stand-in.ts';

const CLIENT = { clientId: 'adapter-client', clientSecret: 'adapter-secret-never-shown' };
let standIn: SuperPdpStandIn;

beforeAll(async () => {
  standIn = await startSuperPdpStandIn(CLIENT);
});
afterAll(() => standIn.close());

const document = (pdf: Buffer | null) => ({
  transmissionId: 1,
  documentId: 1,
  number: 'FVS-2026-000001',
  pdf,
});
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as SuperPdpError,
  );

describe('[E-INVOICING] Super PDP adapter failures', () => {
  it('wrong credentials: the token is refused (401), the secret never in the message', async () => {
    const adapter = createSuperPdpAdapter({
      ...CLIENT,
      clientSecret: 'wrong-secret-value',
      baseUrl: standIn.baseUrl,
    });
    const error = await failureOf(adapter.send(document(Buffer.from('%PDF-1.7'))));
    expect(error).toBeInstanceOf(SuperPdpError);
    expect(error).toMatchObject({ operation: 'token', status: 401 });
    expect(error.message).toContain('Client authentication failed');
    expect(error.message).not.toContain('wrong-secret-value');
  });

  it('a file the platform refuses, a status about a document it does not have: its status and message', async () => {
    const adapter = createSuperPdpAdapter({ ...CLIENT, baseUrl: standIn.baseUrl });
    const empty = await failureOf(adapter.send(document(Buffer.alloc(0))));
    expect(empty).toMatchObject({ operation: 'send', status: 400 });
    expect(empty.message).toContain('expected a Factur-X PDF');
    const unknown = await failureOf(
      adapter.sendStatus('999999', { code: '212', day: '2026-11-27', amountCents: 100 }),
    );
    expect(unknown).toMatchObject({ operation: 'status', status: 404 });
    const noPdf = await failureOf(adapter.send(document(null)));
    expect(noPdf.detail).toBe('no PDF to send');
  });

  it('a platform that does not answer: status 0, the address in the message', async () => {
    const port = await freePort();
    const adapter = createSuperPdpAdapter({
      ...CLIENT,
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2_000,
    });
    const error = await failureOf(adapter.pollStatuses?.(null) as Promise<unknown>);
    expect(error).toMatchObject({ operation: 'token', status: 0 });
    expect(error.message).not.toContain(CLIENT.clientSecret);
  });

  it('reads the event feed from its cursor, page after page', async () => {
    const adapter = createSuperPdpAdapter({ ...CLIENT, baseUrl: standIn.baseUrl });
    const sent = await adapter.send(document(Buffer.from('%PDF-1.7 test')));
    for (let i = 0; i < 150; i += 1)
      standIn.emit(Number(sent.platformId), i === 149 ? 'fr:213' : 'fr:200', `motif ${i}`);
    const { statuses, cursor } = (await adapter.pollStatuses?.(null)) ?? { statuses: [], cursor: null };
    expect(statuses).toHaveLength(151);
    expect(statuses.at(-1)).toMatchObject({
      code: '213',
      reason: 'motif 149',
      platformDocumentId: sent.platformId,
    });
    const next = await adapter.pollStatuses?.(cursor);
    expect(next?.statuses).toEqual([]);
    expect(next?.cursor).toBe(cursor);
  });
});
