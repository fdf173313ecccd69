import type { Schema } from '@vetbo/api-client/client';
import { membershipsApi } from '../../../app/api/memberships.ts';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { defineListScreen } from '../../../components/data/list-screen.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { type MembersSearch, membersListUrl } from '../members-search-params.ts';
import { MembershipStateBadge } from './MembershipStateBadge.tsx';

/** /members: every membership (establishment ↔ group); a row opens the membership's page. */
export const membersListScreen = defineListScreen<Schema<'VeterinaryEstablishmentMember'>, MembersSearch>({
  useList: (search) =>
    membershipsApi.useList(membersListUrl.listQuery(search), { term: search.q, keepPrevious: true }),
  url: membersListUrl,
  texts: (t) => ({
    title: t('members.title'),
    total: (count) => t('members.list.total', { count }),
    error: t('members.list.error'),
    empty: t('members.list.empty'),
    filters: t('members.list.filters'),
  }),
  columns: (t) => [
    {
      key: 'establishment',
      label: t('membership.fields.establishment'),
      sort: 'establishmentName',
      link: true,
      render: ({ veterinaryEstablishment: e }) => `${e.name} (${e.privilegedCode})`,
    },
    {
      key: 'group',
      label: t('membership.fields.group'),
      sort: 'groupEntitled',
      render: ({ veterinaryGroup: g }) => `${g.entitled} (${g.groupCode})`,
    },
    {
      key: 'joinDate',
      label: t('membership.fields.joinDate'),
      sort: 'joinDate',
      render: (r) => formatDate(r.joinDate),
    },
    {
      key: 'leaveDate',
      label: t('membership.fields.leaveDate'),
      sort: 'leaveDate',
      render: (r) => formatDate(r.leaveDate),
    },
    { key: 'accountingCode', label: t('membership.fields.accountingCode'), render: (r) => r.accountingCode },
    {
      key: 'state',
      label: t('membership.fields.active'),
      render: (membership) => <MembershipStateBadge membership={membership} />,
    },
  ],
  // The pickers' code (Combobox, remote search) comes after the rows.
  filters: lazyComponent(() => import('./MembersFilters.tsx').then((m) => m.MembersFilters)),
  filtersWidth: 960,
  open: ({ id }) => ({ to: ROUTE_PATHS['members-id'], params: { id: String(id) } }),
});
