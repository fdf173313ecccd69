// Contracts over HTTP: drafting one (DRAFT with its PDF), sending it (a signature request and its mail),
// the status changes refused (409), the field errors (400, 422), every filter and sort of the documents'
// list, and who may write.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { ceAboParameters, createEstablishment } from '../support/factories.ts';

let admin: string;
let moderator: string;
let manager: string;
let accountant: string;
const database = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
afterAll(() => database.end());

let sequence = Math.floor(Math.random() * 1_000_000);
const tag = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
};

interface Fixture {
  establishment: { id: number; name: string; privilegedCode: string };
  subscriptionIds: number[];
  signer: { id: number; email: string };
}

let optionId: number;
let first: Fixture;
let second: Fixture;
/** A user whose job in the first establishment ended in the past. */
let formerUserId: number;
/** A user with no job in the first establishment. */
let strangerId: number;

async function createUser(token: string) {
  const t = tag();
  const answer = await call('POST', '/v1/users', {
    token,
    body: { email: `signataire.${t}@contrats-test.fr`, firstName: 'Léa', lastName: `Signataire${t}` },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as { id: number; email: string };
}

async function employ(
  userId: number,
  establishmentId: number,
  dates: { entryDate: string; exitDate?: string },
) {
  const answer = await call('POST', '/v1/veterinary_establishment_users', {
    token: moderator,
    body: { userId, veterinaryEstablishmentId: establishmentId, jobTitle: 'VETERINARIAN', ...dates },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
}

async function subscribe(establishmentId: number, startDate: string) {
  const answer = await call('POST', '/v1/veterinary_establishment_service_subscriptions', {
    token: moderator,
    body: {
      veterinaryEstablishmentId: establishmentId,
      veterinaryServiceOptionId: optionId,
      startDate,
      parameters: ceAboParameters({ collaboratorCount: 2, collaboratorPrice: 1_250 }),
    },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id as number;
}

async function fixture(name: string): Promise<Fixture> {
  const establishment = await createEstablishment(moderator, { name: `${name} ${tag()}` });
  const subscriptionIds = [
    await subscribe(establishment.id, '2027-01-01'),
    await subscribe(establishment.id, '2027-06-01'),
  ];
  const signer = await createUser(moderator);
  await employ(signer.id, establishment.id, { entryDate: '2025-01-01' });
  return { establishment, subscriptionIds, signer };
}

beforeAll(async () => {
  [admin, moderator, manager, accountant] = await Promise.all([
    tokenFor('admin'),
    tokenFor('moderator'),
    tokenFor('manager'),
    tokenFor('accountant'),
  ]);
  const options = await call('GET', '/v1/veterinary_service_options?limit=100', { token: admin });
  optionId = options.body.data.find((option: { code: string }) => option.code === 'CE-ABO-ESSENTIEL').id;
  first = await fixture('Clinique Alpha Contrats');
  second = await fixture('Clinique Béta Contrats');
  const former = await createUser(moderator);
  await employ(former.id, first.establishment.id, { entryDate: '2020-01-01', exitDate: '2021-12-31' });
  formerUserId = former.id;
  strangerId = (await createUser(moderator)).id;
});

const draft = (f: Fixture, overrides: Record<string, unknown> = {}, token = moderator) =>
  call('POST', '/v1/contracts', {
    token,
    body: {
      veterinaryEstablishmentId: f.establishment.id,
      entitled: 'Abonnements 2027',
      serviceSubscriptionIds: f.subscriptionIds,
      signerId: f.signer.id,
      ...overrides,
    },
  });

async function draftDocument(f: Fixture, overrides: Record<string, unknown> = {}) {
  const created = await draft(f, overrides);
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return { contract: created.body.data, documentId: created.body.data.documents[0].id as number };
}

const patch = (id: number, status: string, token = moderator) =>
  call('PATCH', `/v1/contract_documents/${id}`, { token, body: { status } });

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
    expect((await call('GET', `/v1/contracts/${contract.id}`, { token: accountant })).body.data).toEqual(
      contract,
    );

    const document = (
      await call('GET', `/v1/contract_documents/${contract.documents[0].id}`, { token: accountant })
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
      headers: { authorization: `Bearer ${accountant}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const history = await call('GET', `/v1/change_history?resource[]=contracts&resourceId[]=${contract.id}`, {
      token: accountant,
    });
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ kind: 'CREATE', resource: 'contracts' });
  });

  it('sends a draft: a signature request under way for the signer, the invitation in the outbox, SENT with its date', async () => {
    const { contract, documentId } = await draftDocument(first);
    const sent = await patch(documentId, 'SENT', manager);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ id: documentId, status: 'SENT' });
    expect(sent.body.data.sentDate).toMatch(/Z$/);

    const requests = await call('GET', `/v1/contracts/${contract.id}/you_sign_signature_requests`, {
      token: accountant,
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
      { token: admin },
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
      token: moderator,
    });
    expect(requests.body.data.map((request: { status: string }) => request.status)).toEqual(['CANCELED']);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=contract_documents&resourceId[]=${sent.documentId}`,
      { token: moderator },
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
      token: moderator,
    });
    expect(none.body).toEqual({ data: [] });
    expect(
      (await call('GET', '/v1/contracts/99999999/you_sign_signature_requests', { token: moderator })).status,
    ).toBe(404);
    expect((await call('GET', '/v1/contracts/99999999', { token: moderator })).status).toBe(404);
    expect((await call('GET', '/v1/contract_documents/99999999', { token: moderator })).status).toBe(404);
  });

  it('lists contracts by establishment and id', async () => {
    const { contract } = await draftDocument(second);
    const byEstablishment = await call(
      'GET',
      `/v1/contracts?veterinaryEstablishmentId[]=${second.establishment.id}&limit=100`,
      { token: accountant },
    );
    expect(byEstablishment.body.data.map((row: { id: number }) => row.id)).toContain(contract.id);
    expect(
      byEstablishment.body.data.every(
        (row: { veterinaryEstablishmentId: number }) =>
          row.veterinaryEstablishmentId === second.establishment.id,
      ),
    ).toBe(true);
    const byId = await call('GET', `/v1/contracts?id[]=${contract.id}`, { token: accountant });
    expect(byId.body).toMatchObject({ data: [{ id: contract.id }], meta: { total: 1 } });
  });
});

describe('[CONTRACTS] status changes refused', () => {
  const refused = async (id: number, status: string, from: string) => {
    const answer = await patch(id, status);
    expect(answer.status, `${from} → ${status}`).toBe(409);
    expect(answer.body.code).toBe('CONTRACT_TRANSITION');
    expect(answer.body.detail).toContain(`${from} → ${status}`);
  };

  it('refuses every change but DRAFT → SENT, DRAFT → CANCELLED and SENT → CANCELLED', async () => {
    const drafted = await draftDocument(second);
    await refused(drafted.documentId, 'DRAFT', 'DRAFT');
    await refused(drafted.documentId, 'SIGNED', 'DRAFT');

    const sent = await draftDocument(second);
    await patch(sent.documentId, 'SENT');
    for (const status of ['DRAFT', 'SENT', 'SIGNED']) await refused(sent.documentId, status, 'SENT');

    const cancelled = await draftDocument(second);
    await patch(cancelled.documentId, 'CANCELLED');
    for (const status of ['DRAFT', 'SENT', 'SIGNED', 'CANCELLED'])
      await refused(cancelled.documentId, status, 'CANCELLED');

    const signed = await draftDocument(second);
    await database.query(
      `update contract_documents set status = 'SIGNED', signed_date = now() where id = $1`,
      [signed.documentId],
    );
    for (const status of ['DRAFT', 'SENT', 'SIGNED', 'CANCELLED'])
      await refused(signed.documentId, status, 'SIGNED');
    expect(
      (await call('GET', `/v1/contract_documents/${signed.documentId}`, { token: moderator })).body.data
        .status,
    ).toBe('SIGNED');
  });

  it('refuses an unknown status (400) and a document that does not exist (404)', async () => {
    const drafted = await draftDocument(second);
    expect((await patch(drafted.documentId, 'ARCHIVED')).status).toBe(400);
    expect((await patch(99_999_999, 'SENT')).status).toBe(404);
  });
});

describe('[CONTRACTS] field errors', () => {
  const fieldError = async (
    overrides: Record<string, unknown>,
    status: number,
    path: string,
    message: string,
  ) => {
    const answer = await draft(first, overrides);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.errors).toContainEqual({ path, message });
  };

  it('names the unknown establishment, subscription or signer (422)', async () => {
    const unknown = "Cet élément n'existe pas";
    await fieldError({ veterinaryEstablishmentId: 99_999_999 }, 422, 'veterinaryEstablishmentId', unknown);
    await fieldError(
      { serviceSubscriptionIds: [first.subscriptionIds[0], 99_999_999] },
      422,
      'serviceSubscriptionIds',
      unknown,
    );
    await fieldError({ signerId: 99_999_999 }, 422, 'signerId', unknown);
  });

  it('refuses a subscription of another establishment and a signer who is not (or no longer) a user of it (422)', async () => {
    await fieldError(
      { serviceSubscriptionIds: [first.subscriptionIds[0], second.subscriptionIds[0]] },
      422,
      'serviceSubscriptionIds',
      'Cet abonnement appartient à un autre établissement',
    );
    const notMember = 'Le signataire doit être un utilisateur de l’établissement';
    await fieldError({ signerId: strangerId }, 422, 'signerId', notMember);
    await fieldError({ signerId: formerUserId }, 422, 'signerId', notMember);
    await fieldError({ signerId: second.signer.id }, 422, 'signerId', notMember);
  });

  it('checks the body: a title, at least one subscription, each once (400)', async () => {
    await fieldError({ entitled: '  ' }, 400, 'entitled', 'Ce champ est requis');
    await fieldError({ entitled: 'x'.repeat(151) }, 400, 'entitled', expect.any(String) as unknown as string);
    const none = await draft(first, { serviceSubscriptionIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.errors[0].path).toBe('serviceSubscriptionIds');
    const twice = await draft(first, {
      serviceSubscriptionIds: [first.subscriptionIds[0], first.subscriptionIds[0]],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toContainEqual({
      path: 'serviceSubscriptionIds',
      message: 'Un même abonnement est choisi plusieurs fois',
    });
    expect((await draft(first, { status: 'SIGNED' })).status).toBe(400);
  });
});

describe('[CONTRACTS] the documents’ list: every filter and sort', () => {
  interface Row {
    id: number;
    contractId: number;
    signerId: number;
    status: string;
    veterinaryEstablishmentName: string;
    veterinaryEstablishmentPrivilegedCode: string;
    createdDate: string;
    updatedDate: string;
  }
  let rows: Row[];
  let scope: string;
  const list = async (query: string, within = scope): Promise<Row[]> => {
    const answer = await call('GET', `/v1/contract_documents?${within}&limit=100&${query}`, {
      token: accountant,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const ids = (list: Row[]) => list.map((row) => row.id);

  beforeAll(async () => {
    const a = await draftDocument(first, { entitled: 'Liste A' });
    const b = await draftDocument(second, { entitled: 'Liste B' });
    const c = await draftDocument(first, { entitled: 'Liste C' });
    const d = await draftDocument(second, { entitled: 'Liste D' });
    await patch(b.documentId, 'SENT');
    await patch(c.documentId, 'CANCELLED');
    scope = [a, b, c, d].map((x) => `id[]=${x.documentId}`).join('&');
    rows = await list('');
  });

  it('filters by status, id, contract, signer, establishment, its name and its privileged code', async () => {
    expect(rows).toHaveLength(4);
    const [a, b, c, d] = [...rows].sort((x, y) => x.id - y.id) as [Row, Row, Row, Row];
    expect(ids(await list('status[]=SENT'))).toEqual([b.id]);
    expect(ids(await list('status[]=DRAFT&status[]=CANCELLED')).sort()).toEqual([a.id, c.id, d.id].sort());
    expect(
      ids(await list(`id[]=${d.id}`, `contractId[]=${d.contractId}&contractId[]=${a.contractId}`)),
    ).toEqual([d.id]);
    expect(ids(await list(`contractId[]=${c.contractId}`))).toEqual([c.id]);
    expect(ids(await list(`signerId[]=${second.signer.id}`)).sort()).toEqual([b.id, d.id].sort());
    expect(ids(await list(`veterinaryEstablishmentId[]=${first.establishment.id}`)).sort()).toEqual(
      [a.id, c.id].sort(),
    );
    const upperName = encodeURIComponent(second.establishment.name.toUpperCase());
    expect(ids(await list(`veterinaryEstablishmentName[]=${upperName}`)).sort()).toEqual([b.id, d.id].sort());
    const code = first.establishment.privilegedCode.toLowerCase();
    expect(ids(await list(`veterinaryEstablishmentPrivilegedCode[]=${code}`)).sort()).toEqual(
      [a.id, c.id].sort(),
    );
    expect(await list('veterinaryEstablishmentName[]=Personne')).toEqual([]);
  });

  const sorts: [string, (row: Row) => string | number][] = [
    ['Id', (row) => row.id],
    ['SignerId', (row) => row.signerId],
    ['Status', (row) => row.status],
    ['VeterinaryEstablishmentName', (row) => row.veterinaryEstablishmentName.toLowerCase()],
    ['VeterinaryEstablishmentPrivilegedCode', (row) => row.veterinaryEstablishmentPrivilegedCode],
    ['CreatedDate', (row) => row.createdDate],
    ['UpdatedDate', (row) => row.updatedDate],
  ];
  for (const [name, key] of sorts) {
    it(`sorts by ${name}, both ways (ties by id)`, async () => {
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...rows].sort((x, y) => {
          const [kx, ky] = [key(x), key(y)];
          return sign * (kx < ky ? -1 : kx > ky ? 1 : x.id - y.id);
        });
        expect(ids(await list(`sort${name}=${direction}`)), `${name} ${direction}`).toEqual(ids(expected));
      }
    });
  }

  it('pages the list', async () => {
    const page = await call('GET', `/v1/contract_documents?${scope}&limit=3&page=2&sortId=asc`, {
      token: accountant,
    });
    expect(page.body.meta).toEqual({ page: 2, limit: 3, total: 4 });
    expect(ids(page.body.data)).toEqual([Math.max(...ids(rows))]);
  });
});

describe('[CONTRACTS] security', () => {
  it('lets staff who write establishments draft and send, an accountant only read, nobody without a token', async () => {
    expect((await draft(first, {}, accountant)).status).toBe(403);
    expect((await draft(first, {}, null as unknown as string)).status).toBe(401);
    const { documentId } = await draftDocument(first);
    expect((await patch(documentId, 'SENT', accountant)).status).toBe(403);
    expect((await call('GET', '/v1/contract_documents')).status).toBe(401);
    expect((await call('GET', '/v1/contract_documents', { token: accountant })).status).toBe(200);
    expect((await draft(first, {}, manager)).status).toBe(201);
  });
});
