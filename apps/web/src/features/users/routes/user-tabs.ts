import { defineDetailTabs } from '../../../components/detail/detail-tabs.ts';

/** /users/{id}'s tabs (spec §2.6): …/information and each tab's own path open the page on it. */
export const userTabs = defineDetailTabs([
  { id: 'profile', label: 'users.detail.tabs.profile', paths: ['information', 'profile'] },
  { id: 'account', label: 'users.detail.tabs.account', paths: ['account'] },
  { id: 'contacts', label: 'users.detail.tabs.contacts', paths: ['contacts'] },
  { id: 'network', label: 'users.detail.tabs.network', paths: ['network'] },
  { id: 'activity', label: 'users.detail.tabs.activity', paths: ['activity'] },
  { id: 'privacy', label: 'users.detail.tabs.privacy', paths: ['privacy'] },
  { id: 'roles', label: 'users.detail.tabs.roles', paths: ['roles'] },
]);
