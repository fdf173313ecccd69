// Contracts over HTTP, what is refused: the status changes (409) and the field errors (400, 422).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  createUser,
  draft,
  draftDocument,
  employ,
  first,
  patch,
  second,
  tokens,
  useContractsWorld,
} from '../support/factories/contracts-world.ts';

const database = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
afterAll(() => database.end());

/** A user whose job in the first establishment ended in the past. */
let formerUserId: number;
/** A user with no job in the first establishment. */
let strangerId: number;

useContractsWorld();
beforeAll(async () => {
  const former = await createUser(tokens.moderator);
  await employ(former.id, first.establishment.id, { entryDate: '2020-01-01', exitDate: '2021-12-31' });
  formerUserId = former.id;
  strangerId = (await createUser(tokens.moderator)).id;
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
      (await call('GET', `/v1/contract_documents/${signed.documentId}`, { token: tokens.moderator })).body
        .data.status,
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
