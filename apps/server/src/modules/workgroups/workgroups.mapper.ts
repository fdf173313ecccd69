import type { veterinaryGroups } from '@vetbo/db/schema/index';
import type { Workgroup, WorkgroupCreate } from '@vetbo/domain/workgroups';
import { apiDateTime } from '../../lib/list.ts';

export type WorkgroupRow = typeof veterinaryGroups.$inferSelect;
export interface WorkgroupRecord {
  group: WorkgroupRow;
  legalStructure: { id: number; socialReason: string } | null;
  activeMemberCount: number;
}

export const toWorkgroup = ({ group, legalStructure, activeMemberCount }: WorkgroupRecord): Workgroup => ({
  id: group.id,
  entitled: group.entitled,
  groupCode: group.groupCode,
  accountingCode: group.accountingCode,
  icon: group.icon,
  logoId: group.logoId,
  bannerId: group.bannerId,
  personalisedMention: group.personalisedMention,
  serviceVatCategory: group.serviceVatCategory,
  legalStructureId: group.legalStructureId,
  legalStructure,
  mainBillingAccountId: group.mainBillingAccountId,
  status: group.status,
  canBeInvoiced: group.legalStructureId !== null,
  activeMemberCount,
  createdDate: apiDateTime(group.createdDate),
  updatedDate: apiDateTime(group.updatedDate),
});

export const toColumns = (input: Partial<WorkgroupCreate>) => input;
