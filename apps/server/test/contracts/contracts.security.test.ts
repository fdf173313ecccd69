// Contracts over HTTP: drafting one (DRAFT with its PDF), sending it (a signature request and its mail),
// cancelling it, the contracts' list, and who may write.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  draft,
  draftDocument,
  first,
  patch,
  tokens,
  useContractsWorld,
} from '../support/factories/contracts-world.ts';

useContractsWorld();

describe('[CONTRACTS] security', () => {
  it('lets staff who write establishments draft and send, an accountant only read, nobody without a token', async () => {
    expect((await draft(first, {}, tokens.accountant)).status).toBe(403);
    expect((await draft(first, {}, null as unknown as string)).status).toBe(401);
    const { documentId } = await draftDocument(first);
    expect((await patch(documentId, 'SENT', tokens.accountant)).status).toBe(403);
    expect((await call('GET', '/v1/contract_documents')).status).toBe(401);
    expect((await call('GET', '/v1/contract_documents', { token: tokens.accountant })).status).toBe(200);
    expect((await draft(first, {}, tokens.manager)).status).toBe(201);
  });
});
