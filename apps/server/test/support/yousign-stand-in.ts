// A local stand-in for the Yousign API v3 (we cannot reach Yousign from the tests): a real HTTP server on
// 127.0.0.1 answering the calls the adapter makes, with Yousign's status rules and error bodies
// (`{ type, detail }`), keeping uploaded PDFs, and sending webhooks signed as Yousign does
// (`X-Yousign-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`). `complete`, `decline` and `expire`
// play what a signer or time would do. Error types other than Yousign's documented ones are approximations.
// Its parts are in ./yousign-stand-in/: the server and routes, the requests and their API calls, the PDFs,
// the webhooks, the JSON views and the error answers.
import { auditTrailPdf, signedPdf } from './yousign-stand-in/documents.ts';
import { createRequests, inStatus } from './yousign-stand-in/requests.ts';
import { serveStandIn } from './yousign-stand-in/server.ts';
import type { YousignStandInOptions } from './yousign-stand-in/types.ts';
import { createWebhooks } from './yousign-stand-in/webhooks.ts';

export type {
  SentWebhook,
  StandInDocument,
  StandInField,
  StandInRequest,
  StandInSigner,
  YousignStandInOptions,
} from './yousign-stand-in/types.ts';

export async function startYousignStandIn(options: YousignStandInOptions) {
  const api = createRequests();
  const { requests, find } = api;
  const { webhooks, setWebhookUrl, sendWebhook, notify } = createWebhooks(find, options);
  const server = await serveStandIn(options.apiKey, api);

  return {
    /** Give it to createYousignAdapter as `baseUrl`. */
    baseUrl: server.baseUrl,
    requests,
    /** Every webhook sent, in order, with the receiver's answer. */
    webhooks,
    setWebhookUrl,
    sendWebhook,
    /** Every signer signs: signed PDFs and audit trails are made, then `signer.done` and `signature_request.done`. */
    async complete(requestId: string) {
      const request = find(requestId);
      inStatus(request, ['ongoing'], 'complete');
      for (const document of request.documents) document.signedPdf = signedPdf(document);
      for (const signer of request.signers) {
        signer.status = 'signed';
        signer.auditTrail = await auditTrailPdf(request, signer);
      }
      request.status = 'done';
      for (const signer of request.signers) await notify('signer.done', requestId, signer.id);
      await notify('signature_request.done', requestId);
    },
    /** A signer (the first unless told) declines: `signature_request.declined`. */
    async decline(requestId: string, signerId?: string, reason = 'Je refuse de signer.') {
      const request = find(requestId);
      inStatus(request, ['ongoing'], 'decline');
      const signer = request.signers.find((candidate) => !signerId || candidate.id === signerId);
      if (!signer) throw new Error(`Yousign stand-in: no signer ${signerId}`);
      signer.status = 'declined';
      request.status = 'declined';
      request.decline = { signer_id: signer.id, reason };
      await notify('signature_request.declined', requestId, signer.id);
    },
    /** The expiration date passes: `signature_request.expired`. */
    async expire(requestId: string) {
      const request = find(requestId);
      inStatus(request, ['ongoing', 'approval'], 'expire');
      request.status = 'expired';
      await notify('signature_request.expired', requestId);
    },
    close: server.close,
  };
}

export type YousignStandIn = Awaited<ReturnType<typeof startYousignStandIn>>;
