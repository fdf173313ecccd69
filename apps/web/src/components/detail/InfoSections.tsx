import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../ui/DetailList.tsx';

/** A field of the record shown as is (a yes/no worded), or a label's field name with the value the page words. */
export type InfoField<T> =
  | (keyof T & string)
  | { field: string; value: (record: T) => ReactNode; hidden?: boolean };

export interface InfoSectionDeclaration<T> {
  title: string;
  fields: readonly InfoField<T>[];
  /** Shown instead of the fields when set (e.g. "Aucune adresse"): the section has nothing to list. */
  instead?: ReactNode;
  /** Shown under the fields (a note about them). */
  footer?: ReactNode;
}

interface InfoSectionsProps<T> {
  record: T;
  /** A field's label (the feature's `fields.*` text). */
  label: (field: string) => string;
  sections: readonly InfoSectionDeclaration<T>[];
  /** Sections side by side from the large breakpoint (2) or one under the other (1). */
  columns?: 1 | 2;
}

/** One "Informations" section: a titled box of label/value pairs. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="sm" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A detail page's "Informations": its sections of label/value pairs, declared field by field. */
export function InfoSections<T>({ record, label, sections, columns = 2 }: InfoSectionsProps<T>) {
  const { t } = useTranslation();
  const items = (fields: readonly InfoField<T>[]) =>
    fields.flatMap((entry) => {
      if (typeof entry === 'string') {
        const value = record[entry as keyof T];
        const worded = typeof value === 'boolean' ? t(value ? 'detail.yes' : 'detail.no') : value;
        return [{ label: label(entry), value: worded as ReactNode }];
      }
      return entry.hidden ? [] : [{ label: label(entry.field), value: entry.value(record) }];
    });
  return (
    <SimpleGrid cols={columns === 2 ? { base: 1, lg: 2 } : 1} spacing="md">
      {sections.map((section) => (
        <InfoSection key={section.title} title={section.title}>
          {section.instead || <DetailList emptyText={t('common.notSet')} items={items(section.fields)} />}
          {section.footer}
        </InfoSection>
      ))}
    </SimpleGrid>
  );
}
