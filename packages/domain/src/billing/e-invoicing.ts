// E-invoicing through an approved platform (issue 24 §5): the lifecycle statuses of the reform, what a
// transmission of an issued document goes through here, the SIREN a French buyer must have, and the API's
// shapes. The codes are those of the DGFiP external specifications / AFNOR XP Z12-012 ("cycle de vie"),
// which the approved platforms send back prefixed (`fr:212`).
import { z } from 'zod';
import type { CountryCode } from '../enums.ts';
import { isDomiciledInFrance } from '../legal-structures.ts';
import { defineList } from '../list-definition.ts';
import { itemResponse, listResponse } from '../list-query.ts';
import { transmissionListDeclaration } from '../lists/e-invoice-transmissions.ts';
import { compactLegalNumber, isValidSiren, isValidSiret, sirenOfSiret } from '../validators/siret.ts';
import { TRANSMISSION_STATES, type TransmissionState } from './transmission-states.ts';

/** The reform's lifecycle statuses, code → French label (200–213, and 501 for a file the platform cannot read). */
export const LIFECYCLE_STATUSES = {
  '200': 'Déposée',
  '201': 'Émise',
  '202': 'Reçue',
  '203': 'Mise à disposition',
  '204': 'Prise en charge',
  '205': 'Approuvée',
  '206': 'Approuvée partiellement',
  '207': 'En litige',
  '208': 'Suspendue',
  '209': 'Complétée',
  '210': 'Refusée',
  '211': 'Paiement transmis',
  '212': 'Encaissée',
  '213': 'Rejetée',
  '501': 'Irrecevable',
} as const;
export type LifecycleCode = keyof typeof LIFECYCLE_STATUSES;

export const DEPOSITED: LifecycleCode = '200';
export const COLLECTED: LifecycleCode = '212';

export const isLifecycleCode = (code: string): code is LifecycleCode => code in LIFECYCLE_STATUSES;

/** The label of a status code: ours for a lifecycle code, else what the platform called it, else the code. */
export function lifecycleLabel(code: string, platformText?: string | null): string {
  return isLifecycleCode(code) ? LIFECYCLE_STATUSES[code] : platformText || code;
}

/** The platforms the product sends through: the built-in outbox (default) or Super PDP's API. */
export const E_INVOICING_ADAPTERS = ['OUTBOX', 'SUPER_PDP'] as const;
export type EInvoicingAdapter = (typeof E_INVOICING_ADAPTERS)[number];

export { TRANSMISSION_STATES, type TransmissionState } from './transmission-states.ts';

/** The state a lifecycle status brings a transmission to (null: unchanged). */
export function stateAfterStatus(code: string): TransmissionState | null {
  if (code === '213' || code === '501') return 'REJECTED';
  if (code === '210') return 'REFUSED';
  if (isLifecycleCode(code)) return 'DEPOSITED';
  return null;
}

export const EVENT_DIRECTIONS = ['IN', 'OUT'] as const;
export type EventDirection = (typeof EVENT_DIRECTIONS)[number];
/** An outgoing status (212 "Encaissée") waits for the job, is sent, or was given up. */
export const EVENT_DELIVERY_STATES = ['PENDING', 'SENT', 'FAILED'] as const;

/**
 * Sending again (POST …/transmission): a FAILED transmission (the platform never had the document) any
 * time; a REJECTED or REFUSED one only once an issued credit note credits the document — the document never
 * changes, so its correction is that credit note (and a new invoice), and the platform then has both.
 */
export type ResendRefusal = 'NOT_RESENDABLE_STATE' | 'NOT_CORRECTED';
export function resendRefusal(
  state: TransmissionState | null,
  creditedByIssuedCreditNote: boolean,
): ResendRefusal | null {
  if (state === 'FAILED') return null;
  if (state !== 'REJECTED' && state !== 'REFUSED') return 'NOT_RESENDABLE_STATE';
  return creditedByIssuedCreditNote ? null : 'NOT_CORRECTED';
}

/** The SIREN in a legal code (a SIREN or a SIRET), or null. */
export function sirenOf(legalCode: string | null | undefined): string | null {
  if (!legalCode) return null;
  const compact = compactLegalNumber(legalCode);
  if (isValidSiren(compact)) return compact;
  return isValidSiret(compact) ? sirenOfSiret(compact) : null;
}

/**
 * A business domiciled in France receives its invoices through a platform, which finds it by its SIREN:
 * an invoice to one without a valid SIREN (or SIRET) cannot be issued.
 */
export function lacksRequiredSiren(buyer: {
  legalCode: string | null;
  address: { country: string };
}): boolean {
  return isDomiciledInFrance(buyer.address.country as CountryCode) && sirenOf(buyer.legalCode) === null;
}

/**
 * "Encaissée" (212) is due when a service invoice is paid: VAT on services is due on receipt unless the
 * seller opted for the debits, and the platform passes the payment on to the tax office.
 */
export function requiresCollectedStatus(content: { operationNature: string; vatOnDebits: boolean }): boolean {
  return content.operationNature !== 'GOODS' && !content.vatOnDebits;
}

export const lifecycleEventSchema = z
  .object({
    id: z.number(),
    direction: z.enum(EVENT_DIRECTIONS),
    statusCode: z.string().describe('200–213 or 501 (the reform), or the platform’s own code (`api:…`)'),
    label: z.string().describe('The French label of the status'),
    reason: z.string().nullable(),
    occurredDate: z.string(),
    deliveryState: z.enum(EVENT_DELIVERY_STATES).nullable().describe('For a status sent by the product'),
    deliveryError: z.string().nullable(),
  })
  .meta({ id: 'EInvoiceLifecycleEvent' });
export type LifecycleEvent = z.infer<typeof lifecycleEventSchema>;

export const transmissionSchema = z
  .object({
    id: z.number(),
    documentId: z.number(),
    documentType: z.string(),
    documentNumber: z.string().nullable(),
    clientName: z.string(),
    adapter: z.enum(E_INVOICING_ADAPTERS).nullable().describe('Null until sent'),
    state: z.enum(TRANSMISSION_STATES),
    platformId: z.string().nullable(),
    attempts: z.number(),
    lastError: z.string().nullable(),
    lastStatusCode: z.string().nullable(),
    lastStatusLabel: z.string().nullable(),
    rejectionReason: z.string().nullable().describe('Why the platform rejected it or the buyer refused it'),
    hasXml: z.boolean(),
    sentDate: z.string().nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'EInvoiceTransmission' });
export type Transmission = z.infer<typeof transmissionSchema>;

export const transmissionDetailSchema = transmissionSchema
  .extend({
    events: z.array(lifecycleEventSchema),
    canResend: z.boolean().describe('Whether the rule for sending again allows it now'),
  })
  .meta({ id: 'EInvoiceTransmissionDetail' });
export type TransmissionDetail = z.infer<typeof transmissionDetailSchema>;

/** `documentId[]`, `state[]`, pages, dates and sorts: lists/e-invoice-transmissions.ts. */
export const transmissionList = defineList(transmissionListDeclaration);
export const transmissionListQuery = transmissionList.querySchema;
export type TransmissionListQuery = z.output<typeof transmissionListQuery>;

export const transmissionFileQuery = z.object({
  format: z.enum(['pdf', 'cii'], { message: 'invalidChoice' }).default('pdf'),
});

export const transmissionListResponseSchema = listResponse(transmissionSchema);
export const transmissionResponseSchema = itemResponse(transmissionDetailSchema);
