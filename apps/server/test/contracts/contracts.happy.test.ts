// Contracts over HTTP: drafting one (DRAFT with its PDF), sending it (a signature request and its mail),
// cancelling it, the contracts' list, and who may write.
import { describe, expect, inject, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  draft,
  draftDocument,
  first,
  patch,
  second,
  tokens,
  useContractsWorld,
} from '../support/factories/contracts-world.ts';

useContractsWorld();

describe('[CONTRACTS] happy', () => {
  it('drafts a contract: its first document is DRAFT with a PDF to download, and the creation is in the history', async () => {
    const created = await draft(first, { entitled: 'Contrat d’abonnement — Alpha' });
    expect(created.status).toBe(201);
    const contract = created.body.data;
    expect(created.headers.get('location')).toBe(`/v1/contracts/${contract.id}`);
    expect(contract).toMatchObject({
      veterinaryEstablishmentId: first.establishment.id,
      entitled: 'Contrat d’abonnement — Alpha',
      serviceSubscriptionIds: [...first.subscriptionIds].sort((a, b) => a - b),
      documents: [{ status: 'DRAFT', signerId: first.signer.id }],
    });
    expect(contract.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(
      (await call('GET', `/v1/contracts/${contract.id}`, { token: tokens.accountant })).body.data,
    ).toEqual(contract);

    const document = (
      await call('GET', `/v1/contract_documents/${contract.documents[0].id}`, { token: tokens.accountant })
    ).body.data;
    expect(document).toMatchObject({
      contractId: contract.id,
      contractEntitled: 'Contrat d’abonnement — Alpha',
      status: 'DRAFT',
      signer: { id: first.signer.id, email: first.signer.email, firstName: 'Léa' },
      veterinaryEstablishmentId: first.establishment.id,
      veterinaryEstablishmentName: first.establishment.name,
      veterinaryEstablishmentPrivilegedCode: first.establishment.privilegedCode,
      signedDocumentId: null,
      sentDate: null,
      signedDate: null,
      cancelledDate: null,
    });
    const pdf = await fetch(`${inject('baseUrl')}/v1/documents/${document.documentId}/content`, {
      headers: { authorization: `Bearer ${tokens.accountant}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const history = await call('GET', `/v1/change_history?resource[]=contracts&resourceId[]=${contract.id}`, {
      token: tokens.accountant,
    });
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ kind: 'CREATE', resource: 'contracts' });
  });

  it('sends a draft: a signature request under way for the signer, the invitation in the outbox, SENT with its date', async () => {
    const { contract, documentId } = await draftDocument(first);
    const sent = await patch(documentId, 'SENT', tokens.manager);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ id: documentId, status: 'SENT' });
    expect(sent.body.data.sentDate).toMatch(/Z$/);

    const requests = await call('GET', `/v1/contracts/${contract.id}/you_sign_signature_requests`, {
      token: tokens.accountant,
    });
    expect(requests.status).toBe(200);
    expect(requests.body.data).toHaveLength(1);
    expect(requests.body.data[0]).toMatchObject({
      status: 'ONGOING',
      contractDocumentId: documentId,
      billingAccountId: null,
      signers: [{ userId: first.signer.id, email: first.signer.email, status: 'PENDING' }],
    });
    expect(requests.body.data[0].name).toContain(first.establishment.name);

    const outbox = await call(
      'GET',
      `/v1/outbox_messages?kind[]=SIGNATURE_REQUEST&userId[]=${first.signer.id}&limit=50`,
      { token: tokens.admin },
    );
    expect(outbox.status).toBe(200);
    expect(
      outbox.body.data.some((message: { recipient: string }) => message.recipient === first.signer.email),
    ).toBe(true);
  });

  it('cancels a draft, and a sent document with its signature request', async () => {
    const drafted = await draftDocument(first);
    const cancelled = await patch(drafted.documentId, 'CANCELLED');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', sentDate: null });
    expect(cancelled.body.data.cancelledDate).toMatch(/Z$/);

    const sent = await draftDocument(first);
    expect((await patch(sent.documentId, 'SENT')).status).toBe(200);
    expect((await patch(sent.documentId, 'CANCELLED')).body.data.status).toBe('CANCELLED');
    const requests = await call('GET', `/v1/contracts/${sent.contract.id}/you_sign_signature_requests`, {
      token: tokens.moderator,
    });
    expect(requests.body.data.map((request: { status: string }) => request.status)).toEqual(['CANCELED']);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=contract_documents&resourceId[]=${sent.documentId}`,
      { token: tokens.moderator },
    );
    expect(history.body.data.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
      'CREATE',
      'UPDATE',
      'UPDATE',
    ]);
  });

  it('answers an empty list of requests for a contract never sent, and 404 for an unknown contract', async () => {
    const { contract } = await draftDocument(second);
    const none = await call('GET', `/v1/contracts/${contract.id}/you_sign_signature_requests`, {
      token: tokens.moderator,
    });
    expect(none.body).toEqual({ data: [] });
    expect(
      (await call('GET', '/v1/contracts/99999999/you_sign_signature_requests', { token: tokens.moderator }))
        .status,
    ).toBe(404);
    expect((await call('GET', '/v1/contracts/99999999', { token: tokens.moderator })).status).toBe(404);
    expect((await call('GET', '/v1/contract_documents/99999999', { token: tokens.moderator })).status).toBe(
      404,
    );
  });

  it('lists contracts by establishment and id', async () => {
    const { contract } = await draftDocument(second);
    const byEstablishment = await call(
      'GET',
      `/v1/contracts?veterinaryEstablishmentId[]=${second.establishment.id}&limit=100`,
      { token: tokens.accountant },
    );
    expect(byEstablishment.body.data.map((row: { id: number }) => row.id)).toContain(contract.id);
    expect(
      byEstablishment.body.data.every(
        (row: { veterinaryEstablishmentId: number }) =>
          row.veterinaryEstablishmentId === second.establishment.id,
      ),
    ).toBe(true);
    const byId = await call('GET', `/v1/contracts?id[]=${contract.id}`, { token: tokens.accountant });
    expect(byId.body).toMatchObject({ data: [{ id: contract.id }], meta: { total: 1 } });
  });
});
