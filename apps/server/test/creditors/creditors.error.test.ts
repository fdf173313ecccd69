import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { insertCreditor, storedCreditor, type TestCreditor } from '../support/factories/creditors-world.ts';

let admin: string;
let creditor: TestCreditor;
beforeAll(async () => {
  admin = await tokenFor('admin');
  creditor = await insertCreditor();
});

const patch = (body: unknown, headers: Record<string, string> = {}, id = creditor.id) =>
  call('PATCH', `/v1/creditors/${id}`, { token: admin, body, headers, language: 'fr' });

/** The field errors of a refusal, as `{ path: message }`. */
const fieldErrors = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.path, error.message]));

describe('[CREDITORS] refused changes leave the creditor as it was', () => {
  it('names each invalid identifier in French (400)', async () => {
    const before = await storedCreditor(creditor.id);
    const answer = await patch({
      iban: 'FR7630004000031234567890144',
      bicSwift: 'BNPA',
      sepaCreditorIdentifier: 'FR00ZZZ123456',
      legalCode: '123456789',
      vatIntraCommunityNumber: 'FR00123456789',
      invoiceSeriesPrefix: 'F-1',
      shareCapital: -1,
      legalForm: 'SOCIETE',
      name: '',
    });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toEqual({
      iban: 'IBAN invalide',
      bicSwift: 'BIC/SWIFT invalide',
      sepaCreditorIdentifier: 'ICS invalide (ex. FR72ZZZ123456)',
      legalCode: 'SIREN (9 chiffres) ou SIRET (14 chiffres) invalide',
      vatIntraCommunityNumber: 'Numéro de TVA intracommunautaire invalide',
      invoiceSeriesPrefix: 'Une majuscule puis 1 à 5 majuscules ou chiffres (ex. FA, AV2)',
      shareCapital: expect.any(String),
      legalForm: 'Valeur non autorisée',
      name: 'Ce champ est requis',
    });
    expect(await storedCreditor(creditor.id)).toEqual(before);
  });

  it('refuses a VAT number of another SIREN, checked against the stored legal code (400)', async () => {
    const answer = await patch({ vatIntraCommunityNumber: 'FR44732829320' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toEqual({
      vatIntraCommunityNumber: 'Numéro de TVA intracommunautaire invalide',
    });
  });

  it('refuses two series of one creditor with the same prefix (400)', async () => {
    const answer = await patch({ selfBillingSeriesPrefix: creditor.invoiceSeriesPrefix });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toEqual({
      selfBillingSeriesPrefix: 'Ce préfixe est déjà celui d’une autre série',
    });
  });

  it('refuses a prefix of any series of another creditor (409), whichever series it is there', async () => {
    const other = await insertCreditor();
    const before = await storedCreditor(creditor.id);
    const answer = await patch({ creditNoteSeriesPrefix: other.invoiceSeriesPrefix });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('SERIES_PREFIX_TAKEN');
    expect(fieldErrors(answer.body)).toEqual({
      creditNoteSeriesPrefix: 'Ce préfixe est déjà celui d’une autre série',
    });
    expect(await storedCreditor(creditor.id)).toEqual(before);
  });

  it('refuses the ICS of another creditor (409) and names it', async () => {
    const other = await insertCreditor();
    const answer = await patch({ sepaCreditorIdentifier: other.sepaCreditorIdentifier.toLowerCase() });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('SEPA_CREDITOR_IDENTIFIER_TAKEN');
    expect(answer.body.detail).toContain(other.sepaCreditorIdentifier);
    expect(fieldErrors(answer.body)).toEqual({
      sepaCreditorIdentifier: 'Un autre créancier porte déjà cet ICS',
    });
  });

  it('refuses a stale If-Match (412) and an unknown field (400), and answers 404 for an unknown creditor', async () => {
    const before = await storedCreditor(creditor.id);
    const stale = await patch({ name: 'Autre nom' }, { 'if-match': '"not-the-current-version"' });
    expect(stale.status).toBe(412);
    expect((await patch({ name: 'Autre nom', ics: 'FR72ZZZ123456' })).status).toBe(400);
    expect(await storedCreditor(creditor.id)).toEqual(before);
    expect((await patch({ name: 'Autre nom' }, {}, 2_000_000_000)).status).toBe(404);
    expect((await call('GET', '/v1/creditors/2000000000', { token: admin })).status).toBe(404);
  });
});
