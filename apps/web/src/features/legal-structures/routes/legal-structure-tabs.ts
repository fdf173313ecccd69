import { defineDetailTabs } from '../../../components/detail/detail-tabs.ts';

/** /legalStructures/{id}'s tabs; spec §2.6 names …/information and …/billingAccounts. */
export const legalStructureTabs = defineDetailTabs([
  { id: 'information', label: 'legalStructures.detail.tabs.information', paths: ['information'] },
  { id: 'establishments', label: 'legalStructures.detail.tabs.establishments' },
  { id: 'groups', label: 'legalStructures.detail.tabs.groups' },
  { id: 'billingAccounts', label: 'legalStructures.detail.tabs.billingAccounts', paths: ['billingAccounts'] },
  { id: 'history', label: 'legalStructures.detail.tabs.history' },
]);
