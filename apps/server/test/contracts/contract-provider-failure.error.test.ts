// Sending a contract when the e-signature provider cannot be reached (Yousign configured on a closed
// port): a 502 problem, and the document stays DRAFT with its request kept CANCELED as a trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { ceAboParameters } from '../support/factories/establishments.ts';
import { freePort } from '../support/free-port.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { startTestServer } from '../support/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let moderator: string;
let establishmentId: number;
let signerId: number;
let subscriptionId: number;

const api = (method: string, path: string, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token: moderator, body });

beforeAll(async () => {
  const closedPort = await freePort();
  server = await startTestServer({
    YOUSIGN_API_KEY: 'une-cle-de-test-yousign',
    YOUSIGN_BASE_URL: `http://127.0.0.1:${closedPort}/v3`,
    YOUSIGN_WEBHOOK_SECRET: 'un-secret-de-webhook',
  });
  moderator = await signInForAccessToken(server.baseUrl, 'moderator@vetbo.test', 'vetbo-demo');
  const jobs = await api('GET', '/v1/veterinary_establishment_users?limit=1&sortEntryDate=asc');
  ({ veterinaryEstablishmentId: establishmentId, userId: signerId } = jobs.body.data[0]);
  await api('PATCH', `/v1/veterinary_establishment_users/${jobs.body.data[0].id}`, { exitDate: null });
  const options = await api('GET', '/v1/veterinary_service_options?code[]=CE-ABO-ESSENTIEL');
  const subscription = await api('POST', '/v1/veterinary_establishment_service_subscriptions', {
    veterinaryEstablishmentId: establishmentId,
    veterinaryServiceOptionId: options.body.data[0].id,
    startDate: '2027-01-01',
    parameters: ceAboParameters(),
  });
  subscriptionId = subscription.body.data.id;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('[CONTRACTS] provider failure', () => {
  it('answers 502 and leaves the document DRAFT', async () => {
    const created = await api('POST', '/v1/contracts', {
      veterinaryEstablishmentId: establishmentId,
      entitled: 'Contrat sans prestataire',
      serviceSubscriptionIds: [subscriptionId],
      signerId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const documentId = created.body.data.documents[0].id;
    const sent = await api('PATCH', `/v1/contract_documents/${documentId}`, { status: 'SENT' });
    expect(sent.status).toBe(502);
    expect(sent.body.code).toBe('SIGNATURE_PROVIDER_FAILED');
    const document = await api('GET', `/v1/contract_documents/${documentId}`);
    expect(document.body.data).toMatchObject({ status: 'DRAFT', sentDate: null });
    const requests = await api('GET', `/v1/contracts/${created.body.data.id}/you_sign_signature_requests`);
    expect(requests.body.data.map((request: { status: string }) => request.status)).toEqual(['CANCELED']);
    // Cancelling the draft still works.
    expect((await api('PATCH', `/v1/contract_documents/${documentId}`, { status: 'CANCELLED' })).status).toBe(
      200,
    );
  });
});
