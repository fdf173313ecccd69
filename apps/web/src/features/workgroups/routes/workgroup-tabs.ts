import { defineDetailTabs } from '../../../components/detail/detail-tabs.ts';

/**
 * /workgroups/{id}'s tabs; spec §2.6 names …/information, …/establishments, …/team and …/documents, issue 22
 * adds …/clients.
 */
export const workgroupTabs = defineDetailTabs([
  { id: 'information', label: 'workgroup.detail.tabs.information', paths: ['information'] },
  { id: 'establishments', label: 'workgroup.detail.tabs.establishments', paths: ['establishments'] },
  { id: 'team', label: 'workgroup.detail.tabs.team', paths: ['team'] },
  { id: 'documents', label: 'workgroup.detail.tabs.documents', paths: ['documents'] },
  { id: 'clients', label: 'workgroup.detail.tabs.clients', paths: ['clients'] },
  { id: 'history', label: 'workgroup.detail.tabs.history' },
]);
