import { uniqueSiret } from '@vetbo/db/seed/identifiers';
import { frenchVatNumberFromSiren } from '@vetbo/domain/validators/vat-number';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories.ts';

let admin: string;
let moderator: string;
beforeAll(async () => {
  [admin, moderator] = await Promise.all([tokenFor('admin'), tokenFor('moderator')]);
});

const usedSirets = new Set<string>();
async function createStructure(socialReason: string): Promise<number> {
  const siret = uniqueSiret(usedSirets);
  const answer = await call('POST', '/v1/legal_structures', {
    token: moderator,
    body: {
      socialReason,
      legalCode: siret,
      legalForm: 'SELARL',
      vatIntraCommunityNumber: frenchVatNumberFromSiren(siret.slice(0, 9)),
      headQuarterAddress: {
        streetNumber: '4',
        streetName: 'allée des Tilleuls',
        postalCode: '44000',
        city: 'Nantes',
      },
    },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id;
}

async function createAccount(legalStructureId: number, status: 'ENABLED' | 'DISABLED' = 'ENABLED') {
  // An account carries bank details: a billing writer opens it.
  const answer = await call('POST', '/v1/billing_accounts', {
    token: admin,
    body: {
      legalStructureId,
      entitled: `Compte ${status}`,
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      identityName: 'SELARL des Tilleuls',
      status,
    },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id as number;
}

/** An establishment on structure A and its account, plus structure B with an enabled and a disabled account. */
async function setting() {
  const structureA = await createStructure('SELARL Transfert Départ');
  const accountA = await createAccount(structureA);
  const establishment = await createEstablishment(admin, {
    legalStructureId: structureA,
  });
  await call('PATCH', `/v1/veterinary_establishments/${establishment.id}`, {
    token: moderator,
    body: { mainBillingAccountId: accountA },
  });
  const structureB = await createStructure('SELARL Transfert Arrivée');
  const accountB = await createAccount(structureB);
  const disabledB = await createAccount(structureB, 'DISABLED');
  return {
    establishmentId: establishment.id as number,
    structureA,
    accountA,
    structureB,
    accountB,
    disabledB,
  };
}

const transfer = (id: number, body: unknown, headers: Record<string, string> = {}, token = moderator) =>
  call('POST', `/v1/veterinary_establishments/${id}/transfer`, { token, body, headers });

const readEstablishment = (id: number) =>
  call('GET', `/v1/veterinary_establishments/${id}`, { token: moderator });

describe('[TRANSFERS] happy', () => {
  it('moves the establishment to the structure and account, with one history entry and its new ETag', async () => {
    const s = await setting();
    const before = await readEstablishment(s.establishmentId);
    expect(before.body.data).toMatchObject({
      legalStructureId: s.structureA,
      mainBillingAccountId: s.accountA,
    });
    const moved = await transfer(
      s.establishmentId,
      { legalStructureId: s.structureB, mainBillingAccountId: s.accountB },
      { 'if-match': before.headers.get('etag') as string },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.establishment).toMatchObject({
      id: s.establishmentId,
      legalStructureId: s.structureB,
      legalStructure: { id: s.structureB, socialReason: 'SELARL Transfert Arrivée' },
      mainBillingAccountId: s.accountB,
    });
    // A new establishment has no mandate model yet: nothing to sign.
    expect(moved.body.data.requiredCreditors).toEqual([]);
    const after = await readEstablishment(s.establishmentId);
    expect(after.body.data).toEqual(moved.body.data.establishment);
    expect(moved.headers.get('etag')).toBe(after.headers.get('etag'));
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishments&resourceId[]=${s.establishmentId}&limit=1`,
      { token: moderator },
    );
    const [entry] = history.body.data;
    expect(entry.kind).toBe('UPDATE');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'legalStructureId', before: s.structureA, after: s.structureB },
        { field: 'mainBillingAccountId', before: s.accountA, after: s.accountB },
      ]),
    );
  });

  it('lists the creditors whose mandate the new account must sign (a demo establishment with mandates)', async () => {
    const list = await call('GET', '/v1/veterinary_establishments?limit=100&sortCreatedDate=asc', {
      token: moderator,
    });
    const demo = list.body.data.find(
      (e: { legalStructureId: number | null; mainBillingAccountId: number | null }) =>
        e.legalStructureId !== null && e.mainBillingAccountId !== null,
    );
    expect(demo).toBeDefined();
    const newAccount = await createAccount(demo.legalStructureId);
    const onNew = await call(
      'GET',
      `/v1/veterinary_establishments/${demo.id}/transfer_requirements?mainBillingAccountId=${newAccount}`,
      { token: moderator },
    );
    expect(onNew.status).toBe(200);
    expect(onNew.body.data.requiredCreditors.length).toBeGreaterThan(0);
    // The new account has signed nothing yet.
    for (const creditor of onNew.body.data.requiredCreditors) {
      expect(creditor).toMatchObject({ creditorName: expect.any(String), mandateState: 'MISSING' });
    }
    const onCurrent = await call(
      'GET',
      `/v1/veterinary_establishments/${demo.id}/transfer_requirements?mainBillingAccountId=${demo.mainBillingAccountId}`,
      { token: moderator },
    );
    // The current account's mandates were requested by the demo data: none is missing there.
    expect(onCurrent.body.data.requiredCreditors.map((c: { creditorId: number }) => c.creditorId)).toEqual(
      onNew.body.data.requiredCreditors.map((c: { creditorId: number }) => c.creditorId),
    );
    expect(
      onCurrent.body.data.requiredCreditors.every(
        (c: { mandateState: string }) => c.mandateState !== 'MISSING',
      ),
    ).toBe(true);
  });
});

describe('[TRANSFERS] errors', () => {
  it('refuses an account of another structure and a disabled account with 422, changing nothing', async () => {
    const s = await setting();
    const other = await transfer(s.establishmentId, {
      legalStructureId: s.structureB,
      mainBillingAccountId: s.accountA,
    });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([
      {
        path: 'mainBillingAccountId',
        message: "Ce compte de facturation n'appartient pas à la structure juridique choisie",
      },
    ]);
    const disabled = await transfer(s.establishmentId, {
      legalStructureId: s.structureB,
      mainBillingAccountId: s.disabledB,
    });
    expect(disabled.status).toBe(422);
    expect(disabled.body.errors).toEqual([
      { path: 'mainBillingAccountId', message: 'Ce compte de facturation est désactivé' },
    ]);
    const unknown = await transfer(s.establishmentId, {
      legalStructureId: 99_999_999,
      mainBillingAccountId: 99_999_998,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([
      { path: 'legalStructureId', message: "Cet élément n'existe pas" },
      { path: 'mainBillingAccountId', message: "Cet élément n'existe pas" },
    ]);
    const after = await readEstablishment(s.establishmentId);
    expect(after.body.data).toMatchObject({
      legalStructureId: s.structureA,
      mainBillingAccountId: s.accountA,
    });
  });

  it('gives the missing and malformed fields their French message', async () => {
    const s = await setting();
    const missing = await transfer(s.establishmentId, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { path: 'legalStructureId', message: 'Ce champ est requis' },
      { path: 'mainBillingAccountId', message: 'Ce champ est requis' },
    ]);
    const malformed = await transfer(s.establishmentId, {
      legalStructureId: 'abc',
      mainBillingAccountId: -1,
    });
    expect(malformed.body.errors).toEqual([
      { path: 'legalStructureId', message: 'Un nombre entier est attendu' },
      { path: 'mainBillingAccountId', message: 'Valeur trop petite' },
    ]);
  });

  it('refuses a stale If-Match with 412 and changes nothing', async () => {
    const s = await setting();
    const etag = (await readEstablishment(s.establishmentId)).headers.get('etag') as string;
    await call('PATCH', `/v1/veterinary_establishments/${s.establishmentId}`, {
      token: moderator,
      body: { shortDescription: 'Changée entre-temps' },
    });
    const stale = await transfer(
      s.establishmentId,
      { legalStructureId: s.structureB, mainBillingAccountId: s.accountB },
      { 'if-match': etag },
    );
    expect(stale.status).toBe(412);
    const after = await readEstablishment(s.establishmentId);
    expect(after.body.data.legalStructureId).toBe(s.structureA);
  });

  it('answers 404 for an establishment that does not exist', async () => {
    const s = await setting();
    const answer = await transfer(99_999_999, {
      legalStructureId: s.structureB,
      mainBillingAccountId: s.accountB,
    });
    expect(answer.status).toBe(404);
  });
});

describe('[TRANSFERS] security', () => {
  it('lets a moderator transfer, an accountant only read the requirements, nobody without a token', async () => {
    const s = await setting();
    const accountant = await tokenFor('accountant');
    const body = { legalStructureId: s.structureB, mainBillingAccountId: s.accountB };
    expect((await transfer(s.establishmentId, body, {}, accountant)).status).toBe(403);
    expect(
      (await call('POST', `/v1/veterinary_establishments/${s.establishmentId}/transfer`, { body })).status,
    ).toBe(401);
    const requirements = `/v1/veterinary_establishments/${s.establishmentId}/transfer_requirements?mainBillingAccountId=${s.accountB}`;
    expect((await call('GET', requirements, { token: accountant })).status).toBe(200);
    expect((await call('GET', requirements)).status).toBe(401);
    expect((await transfer(s.establishmentId, body)).status).toBe(200);
  });
});

describe('[TRANSFERS] an establishment with a leader (issue 20: the right to sign follows the establishment)', () => {
  /** The setting, with a person who leads the establishment from 2024 on (given by an ADMIN). */
  async function ledSetting() {
    const s = await setting();
    const user = await call('POST', '/v1/users', {
      token: admin,
      body: { email: `responsable.${Date.now()}@clinique-test.fr`, firstName: 'Inès', lastName: 'Garnier' },
    });
    const job = await call('POST', '/v1/veterinary_establishment_users', {
      token: admin,
      body: {
        userId: user.body.data.id,
        veterinaryEstablishmentId: s.establishmentId,
        jobTitle: 'VETERINARIAN_LEADER',
        entryDate: '2024-01-01',
      },
    });
    expect(job.status).toBe(201);
    return s;
  }

  it('a MODERATOR cannot move it to another structure, by transfer or by PATCH (its leader would sign there)', async () => {
    const s = await ledSetting();
    const moved = await transfer(s.establishmentId, {
      legalStructureId: s.structureB,
      mainBillingAccountId: s.accountB,
    });
    expect(moved.status).toBe(403);
    expect(moved.body.code).toBe('LEADERS_MOVE_FORBIDDEN');
    const patched = await call('PATCH', `/v1/veterinary_establishments/${s.establishmentId}`, {
      token: moderator,
      body: { legalStructureId: s.structureB, mainBillingAccountId: null },
    });
    expect(patched.status).toBe(403);
    expect(patched.body.errors).toEqual([{ path: 'legalStructureId', message: expect.any(String) }]);
    const after = await readEstablishment(s.establishmentId);
    expect(after.body.data.legalStructureId).toBe(s.structureA);
    // Its other fields stay the MODERATOR's to change.
    const renamed = await call('PATCH', `/v1/veterinary_establishments/${s.establishmentId}`, {
      token: moderator,
      body: { shortDescription: 'Clinique des Tilleuls' },
    });
    expect(renamed.status).toBe(200);
  });

  it('an ADMIN moves it; a MODERATOR moves an establishment without a leader', async () => {
    const s = await ledSetting();
    const moved = await transfer(
      s.establishmentId,
      { legalStructureId: s.structureB, mainBillingAccountId: s.accountB },
      {},
      admin,
    );
    expect(moved.status).toBe(200);
    const plain = await setting();
    const byModerator = await transfer(plain.establishmentId, {
      legalStructureId: plain.structureB,
      mainBillingAccountId: plain.accountB,
    });
    expect(byModerator.status).toBe(200);
  });
});
