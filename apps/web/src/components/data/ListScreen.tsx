import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../app/lazy-page.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { WriteAction } from '../permissions/WriteAction.tsx';
import { Icon } from '../ui/Icon.tsx';
import { ButtonLink } from '../ui/links.tsx';
import { ListScreenFrame } from './ListScreenFrame.tsx';
import { ListTable } from './ListTable.tsx';
import type { ListScreenDeclaration, ListSearchBase, ListTexts, SortOf } from './list-screen.ts';
import { sharedListTexts, withSharedListTexts } from './list-texts.ts';

// The input's code (Mantine Input) comes after the rows: the list's first paint stays within its
// JavaScript budget (docs/adding-a-resource.md §5).
const TermFilter = lazyComponent(() => import('./TermFilter.tsx').then((m) => m.TermFilter));

const noExtra = () => undefined;

export interface ListScreenProps<T extends { id: number }, S extends ListSearchBase, X> {
  screen: ListScreenDeclaration<T, S, X>;
  /** The list's URL state (the route's validated search). */
  search: S;
  onChange: (patch: Partial<S>) => void;
  /** The create drawer, open over the list, names the page instead. */
  pageTitle?: string;
}

/**
 * A resource's list page from its declaration (list-screen.ts): title and count, "Nouveau…" and other
 * actions, the filters (after the rows), "Réinitialiser les filtres", the load error, the table whose
 * rows open the record, pagination and sort in the URL.
 */
/**
 * The count under the title: "12 établissements", or "Plus de 10 000 établissements" when the API
 * counted up to its threshold only (`meta.totalIsExact` false, docs/decisions.md "Lists count exactly
 * up to a threshold").
 */
function countText(t: TFunction, texts: ListTexts, meta: { total: number; totalIsExact?: boolean }) {
  const exact = texts.total(meta.total);
  return meta.totalIsExact === false ? t('establishments.list.totalMore', { total: exact }) : exact;
}

export function ListScreen<T extends { id: number }, S extends ListSearchBase, X = undefined>({
  screen,
  search,
  onChange,
  pageTitle,
}: ListScreenProps<T, S, X>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shared = sharedListTexts(t);
  const texts = withSharedListTexts(screen.texts(t), shared);
  usePageTitle(pageTitle ?? texts.title);
  const list = screen.useList(search);
  const records = list.data?.data ?? [];
  const useExtra = screen.useExtra ?? noExtra;
  const extra = useExtra(records) as X;
  const filtered = screen.url.hasActiveFilters(search);
  const reset = () => onChange(screen.url.resetFilters);
  const { filters: Filters, actions: Actions, after: After } = screen;
  const sort = (search.sort ?? screen.fixedSort?.sort) as SortOf<S>;
  const order = search.order ?? screen.fixedSort?.order ?? 'asc';

  const frame = (
    <ListScreenFrame
      title={texts.title}
      total={list.data ? countText(t, texts, list.data.meta) : undefined}
      actions={
        (Actions || screen.create) && (
          <Group gap="sm">
            {Actions && <Actions search={search} />}
            {screen.create && (
              <WriteAction area={screen.create.area}>
                <ButtonLink
                  to={screen.create.to}
                  search={search as never}
                  leftSection={<Icon name="plus" size={16} />}
                >
                  {texts.create}
                </ButtonLink>
              </WriteAction>
            )}
          </Group>
        )
      }
      reset={screen.noReset ? undefined : { active: filtered, onReset: reset }}
      filtersLabel={texts.filters}
      filters={
        Filters === 'term' ? (
          <TermFilter
            search={search}
            onChange={onChange as never}
            label={texts.term?.label ?? shared.searchLabel}
            placeholder={texts.term?.placeholder ?? ''}
          />
        ) : (
          <Filters search={search} onChange={onChange} onReset={reset} />
        )
      }
      filtersWidth={screen.filtersWidth}
      filtersPlaceholder={screen.filtersPlaceholder}
      error={
        list.isError && !list.data
          ? { title: texts.error, message: list.error?.message ?? '', onRetry: () => void list.refetch() }
          : undefined
      }
    >
      <ListTable
        columns={screen.columns(t, extra)}
        records={records}
        total={list.data?.meta.total ?? 0}
        totalIsExact={list.data?.meta.totalIsExact ?? true}
        page={search.page}
        sort={sort}
        order={order}
        fetching={list.isFetching}
        onChange={(patch) => onChange(patch as Partial<S>)}
        linkTo={screen.open}
        onOpen={(record) => void navigate(screen.open(record) as never)}
        empty={
          <>
            <Text fw={500} c="dark.7">
              {(filtered && texts.emptyFiltered) || texts.empty}
            </Text>
            {screen.emptyReset && (
              <Button variant="default" onClick={reset}>
                {t('common.resetFilters')}
              </Button>
            )}
          </>
        }
      />
    </ListScreenFrame>
  );
  return (
    <>
      {screen.above ? (
        <Stack gap="md">
          {screen.above}
          {frame}
        </Stack>
      ) : (
        frame
      )}
      {After && (
        <Suspense fallback={null}>
          <After search={search} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}
