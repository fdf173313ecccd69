import type { HistoryResource } from '@vetbo/domain/change-history';
import type { PermissionArea } from '@vetbo/domain/permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { RoutePath } from '../../app/route-names.ts';
import { usePanelSearch } from '../../hooks/usePanelSearch.ts';
import { type RecordFormApi, RecordFormDrawer } from '../forms/RecordFormDrawer.tsx';
import { ChangeHistory } from './ChangeHistory.tsx';
import { DetailPage } from './DetailPage.tsx';
import { DetailTabs } from './DetailTabs.tsx';
import type { DetailTabs as DetailTabsTable } from './detail-tabs.ts';
import { type InfoField, InfoSections } from './InfoSections.tsx';

type Sections = Readonly<Record<string, readonly string[]>>;

interface RecordPageProps<R extends { id: number }, S extends Sections> {
  /** The detail route (`detailRoute`): its `{ id }` and its `?tab=` / `?panel=`. */
  route: {
    useLoaderData: () => { id: number };
    useSearch: () => { tab?: 'information' | 'history'; panel?: 'edit' };
  };
  api: RecordFormApi<R>;
  /** The area the PATCH checks: "Modifier" and the drawer only for the roles that may write it. */
  area: PermissionArea;
  /** The resource's history (`HISTORY_RESOURCES`), the Historique tab's. */
  history: HistoryResource;
  tabs: DetailTabsTable<'information' | 'history'>;
  /**
   * The feature's text keys: `<texts>.fields.<field>` (a field the page, the drawer and the history
   * share; the kit words `createdDate`, `updatedDate`), `.detail.back`, `.detail.tabsLabel`,
   * `.detail.sections.<section>`, `.form.title`.
   */
  texts: string;
  back: RoutePath;
  heading: (record: R) => { title: string; subtitle?: ReactNode };
  /** The domain's record and update schemas (RecordFormDrawer). */
  schema: z.ZodObject;
  updateSchema: z.ZodType;
  /** The fields by section: the Informations tab's and the drawer's. */
  sections: S;
  /** A value as the page words it; the others as the API answers them. */
  shown?: Partial<Record<string, (record: R) => ReactNode>>;
  /** A coded field's words (a country's name): its value on the page and its choices in the drawer. */
  choices?: Partial<Record<string, (code: string) => string>>;
  /** Below a section, after its fields. */
  footer?: Partial<Record<keyof S, ReactNode>>;
  /** A help text under an input of the drawer. */
  hint?: (field: string) => string | undefined;
  testId: string;
}

/**
 * A record's page from its section map: the heading, "Informations" (InfoSections), "Historique"
 * (ChangeHistory) and the edit drawer (RecordFormDrawer), each field worded once by the feature's texts.
 */
export function RecordPage<R extends { id: number }, S extends Sections>(props: RecordPageProps<R, S>) {
  const { route, api, texts, choices = {}, shown = {} } = props;
  const { t } = useTranslation();
  const text = (key: string, fallback?: string) =>
    t(`${texts}.${key}` as never, { defaultValue: fallback }) as string;
  const label = (field: string) => text(`fields.${field}`, t(`detail.fields.${field}` as never, field));
  const sectionTitle = (section: string) => text(`detail.sections.${section}`);
  const { id } = route.useLoaderData();
  const { panel, tab } = route.useSearch();
  const setPanel = usePanelSearch<'edit'>();
  const record = api.useDetail(id).data.data;
  const value = (field: string): InfoField<R> => {
    const choice = choices[field];
    const show = shown[field] ?? (choice && ((r: R) => choice(String(r[field as keyof R]))));
    return show ? { field, value: show } : (field as keyof R & string);
  };

  return (
    <DetailPage
      {...props.heading(record)}
      back={{ to: props.back, label: text('detail.back') }}
      edit={{ label: t('detail.edit'), onClick: () => setPanel('edit'), area: props.area }}
    >
      <DetailTabs
        tabs={props.tabs}
        value={tab}
        ariaLabel={text('detail.tabsLabel')}
        panels={{
          information: () => (
            <InfoSections
              record={record}
              label={label}
              sections={Object.entries(props.sections).map(([section, fields]) => ({
                title: sectionTitle(section),
                fields: fields.map(value),
                footer: props.footer?.[section],
              }))}
            />
          ),
          history: () => <ChangeHistory resource={props.history} id={id} fieldLabel={label} />,
        }}
      />
      <RecordFormDrawer
        area={props.area}
        api={api}
        id={id}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        schema={props.schema}
        updateSchema={props.updateSchema}
        sections={props.sections}
        texts={{ title: text('form.title') }}
        label={label}
        sectionTitle={sectionTitle}
        hint={props.hint}
        option={(field, code) => choices[field]?.(code)}
        testId={props.testId}
      />
    </DetailPage>
  );
}
