// The product configured with Yousign (YOUSIGN_API_KEY), against the local stand-in: staff send the
// mandates → the request is created, filled and activated at "Yousign" → the signer signs there → the
// signed webhooks bring the signed PDFs and the audit trail → the mandates are validated. A forged
// webhook is refused (401); a replayed event changes nothing.
import { describe, expect, it } from 'vitest';
import {
  accountWithMandate,
  api,
  send,
  server,
  standIn,
  tokens,
  useYousignProviderWorld,
} from '../support/factories/yousign-provider-world.ts';

useYousignProviderWorld();

describe('[YOUSIGN] the product with Yousign as provider', () => {
  it('sends to Yousign, receives the signed webhooks, stores the signed PDF and validates the mandate', async () => {
    const account = await accountWithMandate();
    const request = await send(account.id);
    expect(request).toMatchObject({ provider: 'YOUSIGN', status: 'ONGOING' });
    const atYousign = standIn.requests.get(request.externalId);
    expect(atYousign?.status).toBe('ongoing');
    expect(atYousign?.documents).toHaveLength(1);
    expect(atYousign?.signers[0]?.info.email).toBe('leader@vetbo.test');

    // The built-in pages refuse a Yousign request: the leader signs at Yousign.
    const signerId = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data[0].signers[0].id;
    expect((await api('POST', `/v1/me/signers/${signerId}/codes`, tokens.leader as string)).body.code).toBe(
      'SIGNATURE_NOT_BUILT_IN',
    );

    await standIn.complete(request.externalId);
    const statuses = standIn.webhooks
      .filter((hook) => hook.requestId === request.externalId)
      .map((hook) => hook.status);
    expect(statuses).toEqual([200, 200]);

    const mandate = await api(
      'GET',
      `/v1/required_mandates/${account.requiredMandateId}`,
      tokens.admin as string,
    );
    expect(mandate.body.data.isValidated).toBe(true);
    const [done] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data;
    expect(done.status).toBe('DONE');
    const signed = await fetch(
      `${server.baseUrl}/v1/documents/${done.documents[0].signedDocumentId}/content`,
      {
        headers: { authorization: `Bearer ${tokens.admin}` },
      },
    );
    expect(Buffer.from(await signed.arrayBuffer()).toString('latin1')).toContain(
      '%Yousign stand-in signature',
    );
    const [confirmation] = (
      await api('GET', `/v1/yousign_signature_requests/${done.id}/confirmations`, tokens.admin as string)
    ).body.data;
    expect(confirmation).toMatchObject({ status: 'SIGNED', auditTrailDocumentId: expect.any(Number) });
  });

  it('a request cancelled here stays CANCELED whatever Yousign reports later, and validates no mandate', async () => {
    const account = await accountWithMandate();
    const request = await send(account.id);
    const cancelled = await api(
      'POST',
      `/v1/yousign_signature_requests/${request.id}/cancellation`,
      tokens.manager as string,
    );
    expect(cancelled.status).toBe(204);
    const atYousign = standIn.requests.get(request.externalId);
    expect(atYousign?.status).toBe('canceled');
    // The signer had signed at Yousign before our cancellation reached it: its events arrive late.
    if (atYousign) atYousign.status = 'ongoing';
    const activated = await standIn.sendWebhook('signature_request.activated', request.externalId);
    expect(activated.status).toBe(200);
    await standIn.complete(request.externalId);
    const late = standIn.webhooks.filter((hook) => hook.requestId === request.externalId);
    expect(late.map((hook) => hook.status)).toEqual([200, 200, 200]);

    const [still] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data;
    expect(still.status).toBe('CANCELED');
    expect(still.documents[0].signedDocumentId).toBeNull();
    expect(still.signers[0].status).toBe('PENDING');
    const mandate = await api(
      'GET',
      `/v1/required_mandates/${account.requiredMandateId}`,
      tokens.admin as string,
    );
    expect(mandate.body.data.isValidated).toBe(false);
  });
});
