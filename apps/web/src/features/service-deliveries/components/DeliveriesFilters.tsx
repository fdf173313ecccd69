import { Grid, MultiSelect, Select } from '@mantine/core';
import { DELIVERY_OPTION_TYPES, type DeliveryOptionType } from '@vetbo/domain/services/delivery-types';
import { useTranslation } from 'react-i18next';
import { useServices } from '../api/deliveries.ts';
import type { DeliveriesSearch } from '../search-params.ts';

interface Props {
  search: DeliveriesSearch;
  onChange: (patch: Partial<DeliveriesSearch>) => void;
}

/** The deliveries list's filters: a service, types, to invoice or not; the URL holds them. */
export function DeliveriesFilters({ search, onChange }: Props) {
  const { t } = useTranslation();
  const services = useServices();
  const invoicing = search.shouldGenerateInvoice === undefined ? null : String(search.shouldGenerateInvoice);
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('deliveries.list.service')}
          name="veterinaryServiceId"
          placeholder={t('deliveries.list.allServices')}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          data={(services.data?.data ?? []).map((service) => ({
            value: String(service.id),
            label: `${service.entitled} (${service.code})`,
          }))}
          value={search.veterinaryServiceId === undefined ? null : String(search.veterinaryServiceId)}
          onChange={(next) => onChange({ veterinaryServiceId: next ? Number(next) : undefined, page: 1 })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <MultiSelect
          label={t('deliveries.list.types')}
          name="serviceDeliveryOptionType"
          placeholder={search.serviceDeliveryOptionType?.length ? undefined : t('deliveries.list.allTypes')}
          data={DELIVERY_OPTION_TYPES.map((type) => ({ value: type, label: t(`deliveries.types.${type}`) }))}
          value={search.serviceDeliveryOptionType ?? []}
          onChange={(values) =>
            onChange({
              serviceDeliveryOptionType: values.length ? (values as DeliveryOptionType[]) : undefined,
              page: 1,
            })
          }
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Select
          label={t('deliveries.list.invoicing')}
          name="shouldGenerateInvoice"
          placeholder={t('deliveries.list.allInvoicing')}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          data={[
            { value: 'true', label: t('deliveries.list.toInvoice') },
            { value: 'false', label: t('deliveries.list.notToInvoice') },
          ]}
          value={invoicing}
          onChange={(next) =>
            onChange({ shouldGenerateInvoice: next === null ? undefined : next === 'true', page: 1 })
          }
        />
      </Grid.Col>
    </Grid>
  );
}
