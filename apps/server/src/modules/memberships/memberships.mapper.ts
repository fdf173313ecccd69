import type { veterinaryEstablishmentMembers } from '@vetbo/db/schema/index';
import type { Membership } from '@vetbo/domain/memberships';
import { parisDay } from '@vetbo/domain/paris-day';
import { apiDateTime } from '../../lib/list.ts';

export type MembershipRow = typeof veterinaryEstablishmentMembers.$inferSelect;
export interface MembershipRecord {
  membership: MembershipRow;
  establishment: { id: number; name: string; privilegedCode: string };
  group: { id: number; entitled: string; groupCode: string };
}

export const toMembership = ({ membership: m, establishment, group }: MembershipRecord): Membership => {
  const today = parisDay();
  return {
    id: m.id,
    veterinaryEstablishmentId: m.veterinaryEstablishmentId,
    veterinaryEstablishment: establishment,
    veterinaryGroupId: m.veterinaryGroupId,
    veterinaryGroup: group,
    joinDate: m.joinDate,
    leaveDate: m.leaveDate,
    leaveReason: m.leaveReason,
    accountingCode: m.accountingCode,
    tags: m.tags,
    specificBillingAccountId: m.specificBillingAccountId,
    active: m.joinDate <= today && (m.leaveDate === null || m.leaveDate >= today),
    createdDate: apiDateTime(m.createdDate),
    updatedDate: apiDateTime(m.updatedDate),
  };
};
