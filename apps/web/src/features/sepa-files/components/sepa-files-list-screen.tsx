import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { AmountCell, OneLineCell } from '../../../components/data/list-cells.tsx';
import { defineListScreen, type ListFiltersProps } from '../../../components/data/list-screen.ts';
import { AfterPrimaryContent } from '../../../components/layout/AfterPrimaryContent.tsx';
import { Placeholder } from '../../../components/ui/Placeholder.tsx';
import { formatDay, formatShortDateTime } from '../../../lib/format-date.ts';
import { type SepaFile, sepaFilesQueryOptions } from '../api/sepa-files.ts';
import { type SepaFilesSearch, sepaFilesListUrl } from '../search-params.ts';
import { SEPA_KINDS, type SepaFileKind } from '../sepa-kinds.ts';
import { SepaFileStatusBadge } from './SepaFileStatusBadge.tsx';

// The buttons, the filter and the side panel come after the rows (first-paint budget).
const SepaFileActions = lazyComponent(() => import('./SepaFileActions.tsx').then((m) => m.SepaFileActions));
const SepaFileFilters = lazyComponent(() => import('./SepaFileFilters.tsx').then((m) => m.SepaFileFilters));
const SepaFileDrawer = lazyComponent(() => import('./SepaFileDrawer.tsx').then((m) => m.SepaFileDrawer));

/**
 * /overview/billing/fichiers-xml/{prelevements|virements} (ADMIN, ACCOUNTANT): one kind's files, newest
 * first; a row opens the file's operations in a side panel (`?file=`).
 */
export function sepaFilesListScreen(kind: SepaFileKind) {
  const texts = `sepaFiles.kinds.${kind}` as const;
  const { list } = SEPA_KINDS[kind];

  function OpenFile({ search, onChange }: ListFiltersProps<SepaFilesSearch>) {
    return search.file === undefined ? null : (
      <SepaFileDrawer kind={kind} id={search.file} onClose={() => onChange({ file: undefined })} />
    );
  }

  return defineListScreen<SepaFile, SepaFilesSearch>({
    useList: (search) => useQuery(sepaFilesQueryOptions(kind)(search)),
    url: sepaFilesListUrl,
    texts: (t) => ({
      title: t(`${texts}.title`),
      total: (count) => t(`${texts}.total`, { count }),
      empty: t(`${texts}.empty`),
      emptyFiltered: t(`${texts}.emptyFiltered`),
      filters: t('sepaFiles.list.filters'),
    }),
    columns: (t) => [
      {
        key: 'creditor',
        label: t('sepaFiles.fields.creditor'),
        link: true,
        render: (file) => file.creditorName,
      },
      {
        key: 'requestedDate',
        label: t('sepaFiles.fields.requestedDate'),
        render: (file) => <OneLineCell>{formatDay(file.requestedDate)}</OneLineCell>,
      },
      {
        key: 'transactionCount',
        label: t('sepaFiles.fields.transactionCount'),
        render: (file) => (
          <Text span size="sm" display="block" ta="right">
            {file.transactionCount}
          </Text>
        ),
      },
      {
        key: 'controlSum',
        label: t('sepaFiles.fields.controlSum'),
        render: (file) => <AmountCell cents={file.controlSum} />,
      },
      {
        key: 'createdBy',
        label: t('sepaFiles.fields.createdBy'),
        render: (file) => file.createdByName ?? t('sepaFiles.list.unknownAuthor'),
      },
      {
        key: 'createdDate',
        label: t('sepaFiles.fields.createdDate'),
        render: (file) => <OneLineCell>{formatShortDateTime(file.createdDate)}</OneLineCell>,
      },
      {
        key: 'status',
        label: t('sepaFiles.fields.status'),
        render: (file) => <SepaFileStatusBadge status={file.status} />,
      },
      {
        key: 'actions',
        label: t('sepaFiles.fields.actions'),
        render: (file) => (
          <AfterPrimaryContent placeholder={null}>
            <SepaFileActions file={file} />
          </AfterPrimaryContent>
        ),
      },
    ],
    filters: SepaFileFilters,
    filtersWidth: 480,
    filtersPlaceholder: <Placeholder h={58} />,
    fixedSort: { sort: 'createdDate', order: 'desc' },
    open: ({ id }) => ({ to: list, search: (previous) => ({ ...previous, file: id }) }),
    after: OpenFile,
  });
}
