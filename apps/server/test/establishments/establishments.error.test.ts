import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  createEstablishment,
  makeEstablishment,
  unusedPrivilegedCode,
} from '../support/factories/establishments.ts';

let token: string;
beforeAll(async () => {
  token = await tokenFor('moderator');
});

const fieldErrors = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));

describe('[ESTABLISHMENTS] validation errors', () => {
  it('answers 400 problem+json with French field messages for missing fields', async () => {
    const answer = await call('POST', '/v1/veterinary_establishments', { token, body: {} });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(answer.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', title: 'Données invalides' });
    expect(fieldErrors(answer.body)).toMatchObject({
      name: 'Ce champ est requis',
      privilegedCode: 'Ce champ est requis',
      type: 'Ce champ est requis',
    });
  });

  it('answers in English when asked', async () => {
    const answer = await call('POST', '/v1/veterinary_establishments', {
      token,
      body: {},
      language: 'en-GB,en;q=0.9',
    });
    expect(answer.body.title).toBe('Invalid data');
    expect(fieldErrors(answer.body).name).toBe('This field is required');
  });

  it('refuses a privileged code containing I, O or U', async () => {
    const answer = await call('POST', '/v1/veterinary_establishments', {
      token,
      body: makeEstablishment({ privilegedCode: 'BIC123' }),
    });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body).privilegedCode).toBe(
      'Le code privilégié ne peut pas contenir les lettres I, O ou U',
    );
  });

  it('refuses a privileged code that is not three letters and three digits', async () => {
    const answer = await call('POST', '/v1/veterinary_establishments', {
      token,
      body: makeEstablishment({ privilegedCode: 'AB12' }),
    });
    expect(fieldErrors(answer.body).privilegedCode).toBe(
      'Le code privilégié doit comporter trois lettres suivies de trois chiffres',
    );
  });

  it('refuses a duplicate privileged code with 409', async () => {
    const existing = await createEstablishment(token);
    const answer = await call('POST', '/v1/veterinary_establishments', {
      token,
      body: makeEstablishment({ privilegedCode: existing.privilegedCode }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('PRIVILEGED_CODE_TAKEN');
    expect(answer.body.detail).toContain(existing.privilegedCode);
    expect(fieldErrors(answer.body).privilegedCode).toBe('Ce code privilégié est déjà utilisé');
  });

  it('refuses taking another establishment’s privileged code on update', async () => {
    const [a, b] = [await createEstablishment(token), await createEstablishment(token)];
    const answer = await call('PATCH', `/v1/veterinary_establishments/${b.id}`, {
      token,
      body: { privilegedCode: a.privilegedCode },
    });
    expect(answer.status).toBe(409);
  });

  it('refuses a bad accounting code, type, postal code, e-mail, phone and website', async () => {
    const answer = await call('POST', '/v1/veterinary_establishments', {
      token,
      body: makeEstablishment({
        privilegedCode: await unusedPrivilegedCode(token),
        accountingCode: '12',
        type: 'HOSPITAL' as 'CLI',
        mainAddress: {
          streetName: 'rue X',
          postalCode: '99999',
          city: 'Lyon',
          country: 'FRA',
          email: 'not-an-email',
          phone: '0478',
          link: 'javascript:alert(1)',
        },
      }),
    });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toMatchObject({
      accountingCode: 'Le code comptable doit être un préfixe suivi de trois chiffres',
      type: 'Valeur non autorisée',
      'mainAddress.postalCode': 'Code postal invalide pour ce pays',
      'mainAddress.email': 'Adresse e-mail invalide',
      'mainAddress.link': 'URL invalide',
    });
    expect(fieldErrors(answer.body)['mainAddress.phone']).toContain('E.164');
  });

  it('refuses unknown fields instead of ignoring them', async () => {
    const answer = await call('POST', '/v1/veterinary_establishments', {
      token,
      body: { ...makeEstablishment(), isAdmin: true },
    });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body).isAdmin).toBe('Champ inconnu');
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const answer = await call('POST', '/v1/veterinary_establishments', { token, rawBody: '{"name": ' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('MALFORMED_JSON');
  });

  it('answers 422 for an unknown legal structure', async () => {
    const answer = await call('POST', '/v1/veterinary_establishments', {
      token,
      body: makeEstablishment({
        privilegedCode: await unusedPrivilegedCode(token),
        legalStructureId: 999_999,
      }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('UNKNOWN_LEGAL_STRUCTURE');
  });

  it('answers 404 problem+json for an unknown establishment', async () => {
    const answer = await call('GET', '/v1/veterinary_establishments/999999', { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'NOT_FOUND', detail: 'Établissement 999999 introuvable.' });
  });

  it('refuses bad list parameters with field messages', async () => {
    const answer = await call(
      'GET',
      '/v1/veterinary_establishments?page=0&limit=501&sortName=up&type[]=XYZ',
      { token },
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(fieldErrors(answer.body))).toEqual(
      expect.arrayContaining(['page', 'limit', 'sortName']),
    );
  });

  it('answers a problem for an unknown API route', async () => {
    const answer = await call('GET', '/v1/nothing-here', { token });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('ROUTE_NOT_FOUND');
  });
});
