// The Yousign v3 adapter against the local Yousign stand-in: activation (documents, signers, fields), errors
// (wrong key, download too early, timeout), the signed webhooks (signature check, parsing), the downloads of
// a finished request, and cancellation.
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { RequestToActivate } from '../../src/modules/signatures/provider.ts';
import { createYousignAdapter, YousignError } from '../../src/modules/signatures/yousign/yousign-client.ts';
import {
  API_KEY,
  adapter,
  field,
  standIn,
  toActivate,
  useYousignAdapterWorld,
} from '../support/factories/yousign-adapter-world.ts';

useYousignAdapterWorld();

describe('Yousign adapter', () => {
  it('refuses a wrong API key with a 401 YousignError that does not show the key', async () => {
    const wrongKey = 'wrong-key-abcdef';
    const error = await createYousignAdapter({ apiKey: wrongKey, baseUrl: standIn.baseUrl })
      .activate(await toActivate())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(YousignError);
    expect(error).toMatchObject({ status: 401, name: 'YousignError' });
    expect(String((error as Error).message)).not.toContain(wrongKey);
    expect(String((error as Error).message)).not.toContain(API_KEY);
  });

  it('reports Yousign validation errors (a field beyond the page)', async () => {
    const request = await toActivate();
    (request.documents[1] as RequestToActivate['documents'][number]).field = { ...field(1), x: 500 };
    const error = await adapter()
      .activate(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(YousignError);
    expect(error).toMatchObject({ status: 400, type: 'validation.error' });
  });

  it('cannot download before the request is done', async () => {
    const activation = await adapter().activate(await toActivate());
    const error = await adapter()
      .downloadSigned(activation.externalId, activation.documents, activation.signers)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(YousignError);
    expect(error).toMatchObject({
      status: 400,
      type: 'document.unable_to_download_signature_request_not_in_done',
    });
  });

  it('gives up on a provider that does not answer', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const slow = createYousignAdapter({
        apiKey: API_KEY,
        baseUrl: `http://127.0.0.1:${port}/v3`,
        timeoutMs: 300,
      });
      await expect(slow.cancel('r', 'x')).rejects.toMatchObject({
        name: 'YousignError',
        status: 0,
        type: 'timeout',
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
