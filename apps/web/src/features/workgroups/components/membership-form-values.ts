import type { Schema } from '@vetbo/api-client/client';
import { todayIso } from '../../../lib/format-date.ts';

export interface MembershipFormValues {
  [key: string]: unknown;
  veterinaryEstablishmentId: string;
  joinDate: string;
  leaveDate: string;
  leaveReason: string;
  accountingCode: string;
  tags: string[];
}

export const MEMBERSHIP_FORM_PATHS = [
  'veterinaryEstablishmentId',
  'veterinaryGroupId',
  'joinDate',
  'leaveDate',
  'leaveReason',
  'accountingCode',
  'tags',
] as const;

export { todayIso };

export function toMembershipFormValues(
  membership?: Schema<'VeterinaryEstablishmentMember'>,
): MembershipFormValues {
  return {
    veterinaryEstablishmentId: membership ? String(membership.veterinaryEstablishmentId) : '',
    joinDate: membership?.joinDate ?? todayIso(),
    leaveDate: membership?.leaveDate ?? '',
    leaveReason: membership?.leaveReason ?? '',
    accountingCode: membership?.accountingCode ?? '',
    tags: membership?.tags ?? [],
  };
}

/** The PATCH body: what the form edits (never the establishment or the group). */
export function toMembershipUpdatePayload(values: MembershipFormValues): Record<string, unknown> {
  return {
    joinDate: values.joinDate,
    leaveDate: values.leaveDate || null,
    leaveReason: values.leaveReason || null,
    accountingCode: values.accountingCode || null,
    tags: values.tags,
  };
}

/** The POST body: the establishment picked and the group of the page. */
export function toMembershipCreatePayload(
  values: MembershipFormValues,
  groupId: number,
): Record<string, unknown> {
  return {
    ...toMembershipUpdatePayload(values),
    veterinaryEstablishmentId: values.veterinaryEstablishmentId
      ? Number(values.veterinaryEstablishmentId)
      : undefined,
    veterinaryGroupId: groupId,
  };
}
