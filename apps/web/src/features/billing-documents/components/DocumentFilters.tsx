import { Checkbox, Grid, MultiSelect, Select } from '@mantine/core';
import {
  CREDIT_NOTE_PAYMENT_METHODS,
  INVOICE_PAYMENT_METHODS,
  type InvoicePaymentMethod,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@vetbo/domain/billing/enums';
import { useTranslation } from 'react-i18next';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { ListSearchInput } from '../../../components/data/ListSearchInput.tsx';
import type { ListFiltersProps } from '../../../components/data/list-screen.ts';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { type DocumentKind, type DocumentsSearch, OWED_STATUSES } from '../search-params.ts';
import { DOCUMENT_KINDS } from './document-kinds.ts';

const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * A list's filters, all in the URL: the number or client, the payment status, the category, the creditor,
 * the payment method (an accountant picks the direct-debited invoices for a SEPA file, the credit notes
 * refunded by transfer for a transfer file), the issue dates and "en retard" (due before today and still
 * owed: the status then picks among those).
 */
export function DocumentFilters({
  kind,
  search,
  onChange,
}: ListFiltersProps<DocumentsSearch> & { kind: DocumentKind }) {
  const { t } = useTranslation();
  const creditors = creditorsApi.useList({ limit: 100 }, { staleTime: 10 * 60_000 });
  const { categories } = DOCUMENT_KINDS[kind];
  const set = (patch: Partial<DocumentsSearch>) =>
    onChange({ ...patch, page: 1 } as Partial<DocumentsSearch>);
  const statuses = search.overdue ? OWED_STATUSES : PAYMENT_STATUSES;
  const methods = kind === 'invoices' ? INVOICE_PAYMENT_METHODS : CREDIT_NOTE_PAYMENT_METHODS;
  const clear = { clearable: true, clearButtonProps: { 'aria-label': t('common.clear') } };

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <ListSearchInput
          label={t('billingDocuments.list.searchLabel')}
          placeholder={t('billingDocuments.list.searchPlaceholder')}
          value={search.q}
          onChange={(q) => set({ q })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <MultiSelect
          label={t('billingDocuments.fields.paymentStatus')}
          name="paymentStatus"
          placeholder={search.paymentStatus?.length ? undefined : t('billingDocuments.list.allStatuses')}
          {...clear}
          data={statuses.map((value) => ({ value, label: t(`billingDocuments.paymentStatuses.${value}`) }))}
          value={search.paymentStatus ?? []}
          onChange={(next) => set({ paymentStatus: next.length > 0 ? (next as PaymentStatus[]) : undefined })}
        />
      </Grid.Col>
      {categories.length > 0 && (
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <Select
            label={t('billingDocuments.fields.category')}
            name="category"
            placeholder={t('billingDocuments.list.allCategories')}
            {...clear}
            data={categories.map((value) => ({
              value,
              label: t(`billingDocuments.categories.${value}` as 'billingDocuments.categories.ALIM'),
            }))}
            value={('category' in search && search.category) || null}
            onChange={(next) => set({ category: next ?? undefined } as Partial<DocumentsSearch>)}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('billingDocuments.fields.creditor')}
          name="creditorId"
          placeholder={t('billingDocuments.list.allCreditors')}
          {...clear}
          data={(creditors.data?.data ?? []).map(({ id, name }) => ({ value: String(id), label: name }))}
          value={search.creditorId === undefined ? null : String(search.creditorId)}
          onChange={(next) => set({ creditorId: next ? Number(next) : undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <MultiSelect
          label={t('billingDocuments.fields.paymentMethod')}
          name="paymentMethod"
          placeholder={
            search.paymentMethod?.length ? undefined : t('billingDocuments.list.allPaymentMethods')
          }
          {...clear}
          data={methods.map((value) => ({ value, label: t(`billingDocuments.paymentMethods.${value}`) }))}
          value={search.paymentMethod ?? []}
          onChange={(next) =>
            set({ paymentMethod: next.length > 0 ? (next as InvoicePaymentMethod[]) : undefined })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <DayInput
          invalid="keep"
          label={t('billingDocuments.list.fromIssueDate')}
          name="fromIssueDate"
          value={search.fromIssueDate ?? ''}
          onChange={(event) => set({ fromIssueDate: day(event.currentTarget.value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <DayInput
          invalid="keep"
          label={t('billingDocuments.list.toIssueDate')}
          name="toIssueDate"
          value={search.toIssueDate ?? ''}
          onChange={(event) => set({ toIssueDate: day(event.currentTarget.value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }} pb={8}>
        <Checkbox
          label={t('billingDocuments.list.overdue')}
          name="overdue"
          checked={Boolean(search.overdue)}
          onChange={(event) => {
            const overdue = event.currentTarget.checked || undefined;
            // Only the owed statuses can be late: the others would show nothing.
            const owed = search.paymentStatus?.filter((status) => OWED_STATUSES.includes(status));
            set({ overdue, ...(overdue ? { paymentStatus: owed?.length ? owed : undefined } : {}) });
          }}
        />
      </Grid.Col>
    </Grid>
  );
}
