import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  moderator,
  readEstablishment,
  setting,
  transfer,
  useEstablishmentTransfersWorld,
} from '../support/factories/establishment-transfers-world.ts';

useEstablishmentTransfersWorld();

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

  it('checks the merged record of a PATCH: moving the structure away from its billing account is refused', async () => {
    const s = await setting();
    const patch = (body: unknown) =>
      call('PATCH', `/v1/veterinary_establishments/${s.establishmentId}`, { token: moderator, body });
    // Only the structure sent: the establishment would keep structure A's account on structure B.
    const moved = await patch({ legalStructureId: s.structureB });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual([
      { path: 'mainBillingAccountId', message: "Cet élément n'existe pas" },
    ]);
    // Leaving the structure altogether with the account kept: refused too.
    expect((await patch({ legalStructureId: null })).status).toBe(422);
    expect((await readEstablishment(s.establishmentId)).body.data).toMatchObject({
      legalStructureId: s.structureA,
      mainBillingAccountId: s.accountA,
    });
    // Another field alone still passes (the merged record is consistent).
    expect((await patch({ customName: 'Nom sur facture' })).status).toBe(200);
    // Structure and account moved together: accepted.
    const both = await patch({ legalStructureId: s.structureB, mainBillingAccountId: s.accountB });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.data).toMatchObject({
      legalStructureId: s.structureB,
      mainBillingAccountId: s.accountB,
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
