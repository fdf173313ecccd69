// E-signature requests as the API shows them, whichever provider is in use (built-in or Yousign).
import { z } from 'zod';
import { bicField, ibanField } from './billing-accounts.ts';
import { SIGNATURE_PROVIDERS, SIGNATURE_REQUEST_STATUSES, SIGNER_STATUSES } from './enums.ts';
import { integerId, itemResponse, listResponse } from './list-query.ts';

/** The one-time code the built-in provider e-mails to the signer: its length, life and attempts. */
export const SIGNATURE_CODE_DIGITS = 6;
export const SIGNATURE_CODE_MINUTES = 10;
export const SIGNATURE_CODE_MAX_ATTEMPTS = 5;
/** Wrong codes a request allows over all its codes; then it is cancelled and staff send it again. */
export const SIGNATURE_REQUEST_MAX_WRONG_CODES = 10;
/** A new code can be asked for once this many seconds have passed since the last one. */
export const SIGNATURE_CODE_RESEND_SECONDS = 30;
/** A request not signed within this many days expires. */
export const SIGNATURE_REQUEST_DAYS = 30;

const dateTime = z.string().nullable();

export const signatureDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  requiredMandateId: z.number().int().nullable(),
  originalDocumentId: z.number().int(),
  signedDocumentId: z.number().int().nullable(),
});

export const signatureSignerSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    status: z.enum(SIGNER_STATUSES),
    signedDate: dateTime,
  })
  .meta({ id: 'SignatureSigner' });

export const signatureRequestSchema = z
  .object({
    id: z.number().int(),
    provider: z.enum(SIGNATURE_PROVIDERS),
    externalId: z.string().nullable(),
    name: z.string(),
    status: z.enum(SIGNATURE_REQUEST_STATUSES),
    billingAccountId: z.number().int().nullable(),
    contractDocumentId: z.number().int().nullable(),
    activatedDate: dateTime,
    finishedDate: dateTime,
    expirationDate: dateTime,
    documents: z.array(signatureDocumentSchema),
    signers: z.array(signatureSignerSchema),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'SignatureRequest' });
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;
export const signatureRequestListResponseSchema = listResponse(signatureRequestSchema);
export const signatureRequestResponseSchema = itemResponse(signatureRequestSchema);

/** The evidence of one signer's signature: who, when, from where, and what exactly was signed. */
export const signatureConfirmationSchema = z
  .object({
    signerId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    status: z.enum(SIGNER_STATUSES),
    signedDate: dateTime,
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    authentication: z.enum(['OTP_EMAIL']).describe('How the signer proved who they are'),
    auditTrailDocumentId: z.number().int().nullable(),
    documents: z.array(
      z.object({
        title: z.string(),
        originalSha256: z.string(),
        signedSha256: z.string().nullable(),
        signedDocumentId: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'SignatureConfirmation' });
export type SignatureConfirmation = z.infer<typeof signatureConfirmationSchema>;
export const signatureConfirmationListResponseSchema = z.object({
  data: z.array(signatureConfirmationSchema),
});

/** Staff send an account's pending mandates to a leader of one of its structure's establishments. */
export const mandateSignatureCreateSchema = z
  .object({
    signerUserId: integerId,
    /** Spec §8: the account has no IBAN; staff saw the warning listing the mandates and confirmed. */
    confirmEmptyIban: z.boolean({ error: 'invalidType' }).default(false),
  })
  .strict()
  .meta({ id: 'MandateSignatureCreate' });
export type MandateSignatureCreate = z.output<typeof mandateSignatureCreateSchema>;

export const signatureCodeSchema = z
  .object({
    code: z
      .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') })
      .trim()
      .regex(new RegExp(`^[0-9]{${SIGNATURE_CODE_DIGITS}}$`), 'signatureCodeFormat'),
  })
  .strict()
  .meta({ id: 'SignatureCode' });

/** What the signer sees of a request in the onboarding area. */
export const signerViewSchema = z
  .object({
    signer: signatureSignerSchema,
    request: z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(SIGNATURE_REQUEST_STATUSES),
      provider: z.enum(SIGNATURE_PROVIDERS),
      expirationDate: dateTime,
      /** A mandates request: the account, whose forms the page shows (GET /v1/me/billing_accounts/{id}/…/preview). */
      billingAccountId: z.number().int().nullable(),
    }),
    documents: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        signed: z.boolean(),
        requiredMandateId: z.number().int().nullable(),
      }),
    ),
    /** The code's recipient, partly hidden, and until when the last code sent works. */
    codeSentTo: z.string().nullable(),
    codeExpiresDate: dateTime,
  })
  .meta({ id: 'SignerView' });
export type SignerView = z.infer<typeof signerViewSchema>;

/** "camille.martin@exemple.fr" → "c•••••••••n@exemple.fr". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 2) return `${local[0] ?? ''}•@${domain}`;
  return `${local[0]}${'•'.repeat(local.length - 2)}${local.at(-1)}@${domain}`;
}

/** /onboarding/regulariser-compte: the leader gives their account's bank details again. */
export const accountRegularisationSchema = z
  .object({ iban: ibanField, bicSwift: bicField })
  .strict()
  .meta({ id: 'AccountRegularisation' });
export type AccountRegularisation = z.output<typeof accountRegularisationSchema>;
