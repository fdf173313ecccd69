// E-signature wiring: the provider chosen by configuration (Yousign API v3 when YOUSIGN_API_KEY is set,
// else the built-in one), the seal certificate loaded once on first use, and every signature route.
import type { Db } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';
import type { YousignConfig } from '../../config.ts';
import { contractsRoutes } from '../contracts/public.ts';
import type { Mailer } from '../mail/public.ts';
import { createBuiltInProvider } from './built-in-provider.ts';
import { leaderSignaturesRoutes } from './leader-signatures.routes.ts';
import type { SignatureProviderAdapter } from './provider.ts';
import { loadSealCertificate } from './seal/seal-certificate.ts';
import type { Seal } from './signature-code.ts';
import { signaturesRoutes } from './signatures.routes.ts';
import { createYousignAdapter } from './yousign/yousign-client.ts';
import { yousignWebhookRoutes } from './yousign-webhook.routes.ts';

export function registerSignatures(
  app: FastifyInstance,
  { db, mail, yousign }: { db: Db; mail: { mailer: Mailer; publicUrl: string }; yousign?: YousignConfig },
): SignatureProviderAdapter {
  const provider: SignatureProviderAdapter = yousign
    ? createYousignAdapter({ apiKey: yousign.apiKey, baseUrl: yousign.baseUrl })
    : createBuiltInProvider({ db, mailer: mail.mailer, publicUrl: mail.publicUrl });
  let seal: Promise<Seal> | null = null;
  const loadSeal = () => {
    seal ??= loadSealCertificate(db).catch((error: unknown) => {
      seal = null;
      throw error;
    });
    return seal;
  };
  signaturesRoutes(app, { db, provider });
  leaderSignaturesRoutes(app, { db, provider, mailer: mail.mailer, seal: loadSeal });
  yousignWebhookRoutes(app, { db, provider, secret: yousign?.webhookSecret });
  contractsRoutes(app, { db, provider });
  return provider;
}
