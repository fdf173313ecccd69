// Contracts drafted for an establishment from its service subscriptions, and their documents to sign
// (spec §2.10 "create contract", §3.9, §4): DRAFT → SENT → SIGNED (through the e-signature only), or
// DRAFT/SENT → CANCELLED.
import { z } from 'zod';
import { CONTRACT_DOCUMENT_STATUSES, type ContractDocumentStatus } from './enums.ts';
import { requiredEnum, requiredText } from './fields.ts';
import { defineList } from './list-definition.ts';
import { integerId, itemResponse, listResponse } from './list-query.ts';
import { contractDocumentListDeclaration, contractListDeclaration } from './lists/contracts.ts';

export const CONTRACT_ENTITLED_MAX = 150;
/** How many subscriptions one contract may cover. */
export const CONTRACT_SUBSCRIPTIONS_MAX = 100;

export const contractCreateSchema = z
  .object({
    veterinaryEstablishmentId: integerId,
    entitled: requiredText(CONTRACT_ENTITLED_MAX),
    serviceSubscriptionIds: z
      .array(integerId, { error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') })
      .min(1, 'atLeastOne')
      .max(CONTRACT_SUBSCRIPTIONS_MAX, 'tooBig')
      .refine((ids) => new Set(ids).size === ids.length, 'duplicateSubscription'),
    /** The user who signs: one of the establishment's users (no exit date in the past). */
    signerId: integerId,
  })
  .strict()
  .meta({ id: 'ContractCreate' });
export type ContractCreate = z.output<typeof contractCreateSchema>;
export type ContractCreateInput = z.input<typeof contractCreateSchema>;

export const contractDocumentUpdateSchema = z
  .object({
    status: requiredEnum(CONTRACT_DOCUMENT_STATUSES).describe(
      'SENT (from DRAFT: the signature request is sent) or CANCELLED (from DRAFT or SENT); any other change is a 409',
    ),
  })
  .strict()
  .meta({ id: 'ContractDocumentUpdate' });
export type ContractDocumentUpdate = z.output<typeof contractDocumentUpdateSchema>;

/** Whether a document may go from one status to another by a caller's PATCH. */
export function canTransition(from: ContractDocumentStatus, to: ContractDocumentStatus): boolean {
  if (to === 'SENT') return from === 'DRAFT';
  if (to === 'CANCELLED') return from === 'DRAFT' || from === 'SENT';
  return false;
}

const dateTime = z.string().nullable();

export const contractDocumentSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(CONTRACT_DOCUMENT_STATUSES),
  signerId: z.number().int(),
});

export const contractSchema = z
  .object({
    id: z.number().int(),
    veterinaryEstablishmentId: z.number().int(),
    entitled: z.string(),
    serviceSubscriptionIds: z.array(z.number().int()),
    documents: z.array(contractDocumentSummarySchema).describe('Its documents, oldest first'),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'Contract' });
export type Contract = z.infer<typeof contractSchema>;

export const contractSignerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const contractDocumentSchema = z
  .object({
    id: z.number().int(),
    contractId: z.number().int(),
    contractEntitled: z.string(),
    signerId: z.number().int(),
    signer: contractSignerSchema,
    status: z.enum(CONTRACT_DOCUMENT_STATUSES),
    veterinaryEstablishmentId: z.number().int(),
    veterinaryEstablishmentName: z.string(),
    veterinaryEstablishmentPrivilegedCode: z.string(),
    documentId: z.number().int().describe('The PDF generated from the subscriptions'),
    signedDocumentId: z.number().int().nullable().describe('The signed PDF, once SIGNED'),
    sentDate: dateTime,
    signedDate: dateTime,
    cancelledDate: dateTime,
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'ContractDocument' });
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

export const contractList = defineList(contractListDeclaration);
export type ContractListQuery = z.output<typeof contractList.querySchema>;
export const contractDocumentList = defineList(contractDocumentListDeclaration);
export type ContractDocumentListQuery = z.output<typeof contractDocumentList.querySchema>;

export const contractListResponseSchema = listResponse(contractSchema);
export const contractResponseSchema = itemResponse(contractSchema);
export const contractDocumentListResponseSchema = listResponse(contractDocumentSchema);
export const contractDocumentResponseSchema = itemResponse(contractDocumentSchema);
