import { z } from 'zod';
import { establishmentSchema } from './establishments.ts';
import { integerId, itemResponse, MAX_ID } from './list-query.ts';

const requiredId = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidInteger'),
  })
  .int('invalidInteger')
  .positive('tooSmall')
  .max(MAX_ID, 'tooBig');

/** Spec §2.10: an establishment moves to another legal structure, invoiced on one of its billing accounts. */
export const establishmentTransferSchema = z
  .object({ legalStructureId: requiredId, mainBillingAccountId: requiredId })
  .strict()
  .meta({ id: 'EstablishmentTransfer' });
export type EstablishmentTransfer = z.output<typeof establishmentTransferSchema>;

/** Best first: a creditor's row shows the mandate model in the best state (required-creditors.ts). */
export const MANDATE_STATES = ['SIGNED', 'PENDING', 'MISSING'] as const;
export type MandateState = (typeof MANDATE_STATES)[number];

/**
 * A creditor the establishment is invoiced by (its mandate models, running subscriptions, deliveries still
 * to invoice), once, with the state of the SEPA mandate the billing account holds for it: SIGNED
 * (validated), PENDING (requested, not signed yet) or MISSING (never requested, or revoked). `mandateId`
 * and `mandateEntitled` name the creditor's mandate model shown; null when the creditor has none yet.
 */
export const requiredCreditorSchema = z
  .object({
    creditorId: z.number().int(),
    creditorName: z.string(),
    mandateId: z.number().int().nullable(),
    mandateEntitled: z.string().nullable(),
    mandateState: z.enum(MANDATE_STATES),
  })
  .meta({ id: 'RequiredCreditor' });
export type RequiredCreditor = z.infer<typeof requiredCreditorSchema>;

export const transferRequirementsQuerySchema = z.object({ mainBillingAccountId: integerId });

export const transferRequirementsSchema = z
  .object({ mainBillingAccountId: z.number().int(), requiredCreditors: z.array(requiredCreditorSchema) })
  .meta({ id: 'TransferRequirements' });
export const transferRequirementsResponseSchema = itemResponse(transferRequirementsSchema);

export const establishmentTransferResultSchema = z
  .object({ establishment: establishmentSchema, requiredCreditors: z.array(requiredCreditorSchema) })
  .meta({ id: 'EstablishmentTransferResult' });
export const establishmentTransferResponseSchema = itemResponse(establishmentTransferResultSchema);
