// The built-in provider (the default, nothing to configure): each signer gets an e-mail through the
// product's outbox with a link to the onboarding area, where they sign with a one-time code
// (signature-code.ts); the product seals the PDF itself, so there is nothing to download afterwards.
import type { Db } from '@vetbo/db/database';
import type { Mailer } from '../mail/public.ts';
import { writeToOutbox } from '../mail/public.ts';
import type { SignatureProviderAdapter } from './provider.ts';
import { signatureRequestMail } from './signature-mails.ts';

/** The onboarding page where a signer signs (apps/web onboarding routes). */
export const signerPageUrl = (publicUrl: string, signerId: number) =>
  `${publicUrl}/onboarding/signature/${signerId}`;

export function createBuiltInProvider({
  db,
  mailer,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}): SignatureProviderAdapter {
  return {
    kind: 'BUILT_IN',
    async activate(request) {
      const expiresDate = new Date(`${request.expirationDay}T23:59:59+01:00`);
      const messageIds = await db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const signer of request.signers) {
          ids.push(
            await writeToOutbox(
              tx,
              signatureRequestMail(
                { userId: signer.userId ?? null, email: signer.email, firstName: signer.firstName },
                { name: request.name, url: signerPageUrl(publicUrl, signer.localId), expiresDate },
              ),
            ),
          );
        }
        return ids;
      });
      await mailer.deliver(messageIds);
      return {
        externalId: `vetbo-${request.localId}`,
        documents: request.documents.map(({ localId }) => ({ localId, externalId: String(localId) })),
        signers: request.signers.map(({ localId }) => ({ localId, externalId: String(localId) })),
      };
    },
    async cancel() {
      // Nothing is held elsewhere: the request's status is the truth, the signer's page reads it.
    },
    async downloadSigned() {
      throw new Error('The built-in provider seals documents when they are signed: nothing to download');
    },
  };
}
