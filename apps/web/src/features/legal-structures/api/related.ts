// What hangs off one legal structure, each loaded when its tab opens: lists of other collections filtered on
// the structure, under those collections' keys (a write there refreshes these tabs too). A structure has few
// establishments, groups and accounts: the first 100 are shown without paging.
import { billingAccountsApi } from '../../../app/api/billing-accounts.ts';
import { establishmentsApi } from '../../../app/api/establishments.ts';
import { workgroupsApi } from '../../../app/api/workgroups.ts';

const RELATED_LIMIT = 100;

export const useStructureEstablishments = (id: number) =>
  establishmentsApi.useList({ 'legalStructureId[]': [id], page: 1, limit: RELATED_LIMIT, sortName: 'asc' });

export const useStructureGroups = (id: number) =>
  workgroupsApi.useList({ 'legalStructureId[]': [id], page: 1, limit: RELATED_LIMIT });

export const useStructureBillingAccounts = (id: number) =>
  billingAccountsApi.useList({ 'legalStructureId[]': [id], page: 1, limit: RELATED_LIMIT });
