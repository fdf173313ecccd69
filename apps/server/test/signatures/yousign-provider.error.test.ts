// The product configured with Yousign (YOUSIGN_API_KEY), against the local stand-in: staff send the
// mandates → the request is created, filled and activated at "Yousign" → the signer signs there → the
// signed webhooks bring the signed PDFs and the audit trail → the mandates are validated. A forged
// webhook is refused (401); a replayed event changes nothing.
import { describe, expect, it } from 'vitest';
import {
  accountWithMandate,
  api,
  leaderId,
  standIn,
  tokens,
  useYousignProviderWorld,
} from '../support/factories/yousign-provider-world.ts';

useYousignProviderWorld();

describe('[YOUSIGN] the product with Yousign as provider', () => {
  it('answers 502 and sends nothing when Yousign refuses the request', async () => {
    const account = await accountWithMandate();
    await standIn.close();
    const refused = await api(
      'POST',
      `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
      tokens.manager as string,
      {
        signerUserId: leaderId,
      },
    );
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('SIGNATURE_PROVIDER_FAILED');
    const [canceled] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data;
    expect(canceled.status).toBe('CANCELED');
  });
});
