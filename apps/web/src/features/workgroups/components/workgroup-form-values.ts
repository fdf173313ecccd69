import type { Schema } from '@vetbo/api-client/client';

export interface WorkgroupFormValues {
  [key: string]: unknown;
  groupCode: string;
  entitled: string;
  accountingCode: string;
  serviceVatCategory: string;
  personalisedMention: string;
  legalStructureId: string;
  mainBillingAccountId: string;
  status: string;
}

/** Every input of the form, by the path used for its `name` and for API `errors[].path`. */
export const WORKGROUP_FORM_PATHS = [
  'groupCode',
  'entitled',
  'accountingCode',
  'serviceVatCategory',
  'personalisedMention',
  'legalStructureId',
  'mainBillingAccountId',
  'status',
] as const;

export function toFormValues(group?: Schema<'VeterinaryGroup'>): WorkgroupFormValues {
  return {
    groupCode: group?.groupCode ?? '',
    entitled: group?.entitled ?? '',
    accountingCode: group?.accountingCode ?? '',
    serviceVatCategory: group?.serviceVatCategory ?? '',
    personalisedMention: group?.personalisedMention ?? '',
    legalStructureId: group?.legalStructureId ? String(group.legalStructureId) : '',
    mainBillingAccountId: group?.mainBillingAccountId ? String(group.mainBillingAccountId) : '',
    status: group?.status ?? 'ENABLED',
  };
}

const idOrNull = (value: string) => (value ? Number(value) : null);

/** The body before validation: empty optional inputs become null, ids numbers. */
export function toWorkgroupPayload(values: WorkgroupFormValues): Record<string, unknown> {
  return {
    groupCode: values.groupCode,
    entitled: values.entitled,
    accountingCode: values.accountingCode || null,
    serviceVatCategory: values.serviceVatCategory || null,
    personalisedMention: values.personalisedMention || null,
    legalStructureId: idOrNull(values.legalStructureId),
    mainBillingAccountId: idOrNull(values.mainBillingAccountId),
    status: values.status,
  };
}
