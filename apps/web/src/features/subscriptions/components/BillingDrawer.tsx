import {
  Alert,
  Badge,
  Button,
  Drawer,
  Grid,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { formatCents, parseEuros } from '../../../lib/money.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import {
  type ServicePeriod,
  subscriptionQueryOptions,
  useSaveDiscount,
  useSaveSubscription,
} from '../api/subscriptions.ts';
import { actionErrorMessage } from './action-error.ts';

interface Props {
  establishmentId: number;
  subscriptionId: number;
  canWrite: boolean;
  onClose: () => void;
}

/** "Facturation et remises" (spec §2.10): the periods, a range edit, a reduction, a discount on a period. */
export function BillingDrawer({ establishmentId, subscriptionId, canWrite, onClose }: Props) {
  const { t } = useTranslation();
  const query = useQuery(subscriptionQueryOptions(subscriptionId));
  const subscription = query.data?.data;
  const etag = query.data?.etag;
  const periods = subscription?.periods ?? [];
  const periodLabel = (period: ServicePeriod) =>
    `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`;

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('subscriptions.billing.title', {
        option: subscription?.veterinaryServiceOptionEntitled ?? '',
      })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg" data-testid="subscription-billing-drawer">
        <Table striped withTableBorder>
          <Table.Caption>{t('subscriptions.billing.periods')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subscriptions.billing.period')}</Table.Th>
              <Table.Th ta="right">{t('subscriptions.billing.price')}</Table.Th>
              <Table.Th ta="right">{t('subscriptions.billing.discount')}</Table.Th>
              <Table.Th>{t('subscriptions.billing.toInvoice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.map((period) => (
              <Table.Tr key={period.id} data-testid="service-period-row">
                <Table.Td>{periodLabel(period)}</Table.Td>
                <Table.Td ta="right">{formatCents(period.priceWithoutVat)}</Table.Td>
                <Table.Td ta="right">
                  {period.discountWithoutVat > 0 ? formatCents(period.discountWithoutVat) : '—'}
                </Table.Td>
                <Table.Td>
                  {period.invoiced ? (
                    <Badge variant="outline" color="dark" radius="sm" tt="none">
                      {t('subscriptions.billing.invoiced')}
                    </Badge>
                  ) : period.shouldGenerateInvoice ? (
                    t('subscriptions.billing.yes')
                  ) : (
                    t('subscriptions.billing.no')
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canWrite && subscription && (
          <>
            <RangeEditForm establishmentId={establishmentId} id={subscriptionId} etag={etag} />
            <DiscountForm
              establishmentId={establishmentId}
              subscriptionId={subscriptionId}
              periods={periods.filter((period) => !period.invoiced)}
              periodLabel={periodLabel}
            />
            <ReductionForm
              establishmentId={establishmentId}
              id={subscriptionId}
              etag={etag}
              current={subscription.annualPriceWithoutVat}
            />
          </>
        )}
      </Stack>
    </Drawer>
  );
}

/** One small form of the drawer: its title, fields, button and the API's refusal. */
function Section({
  title,
  hint,
  error,
  children,
}: {
  title: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
      {error && (
        <Alert color="red.9" variant="outline" role="alert">
          <Text size="sm">{error}</Text>
        </Alert>
      )}
    </Stack>
  );
}

function useAction() {
  const [error, setError] = useState<string>();
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await action();
      showSuccessToast(done);
      return true;
    } catch (caught) {
      setError(actionErrorMessage(caught));
      return false;
    }
  };
  return { error, setError, run };
}

function RangeEditForm({
  establishmentId,
  id,
  etag,
}: {
  establishmentId: number;
  id: number;
  etag?: string;
}) {
  const { t } = useTranslation();
  const { editRange } = useSaveSubscription(establishmentId);
  const { error, setError, run } = useAction();
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [price, setPrice] = useState('');
  const [invoicing, setInvoicing] = useState('keep');
  const submit = () => {
    const priceWithoutVat = price.trim() ? parseEuros(price) : undefined;
    if (price.trim() && priceWithoutVat === undefined)
      return setError(t('subscriptions.billing.invalidAmount'));
    const body = {
      fromDate,
      toDate,
      ...(priceWithoutVat !== undefined ? { priceWithoutVat } : {}),
      ...(invoicing === 'keep' ? {} : { shouldGenerateInvoice: invoicing === 'on' }),
    };
    void run(() => editRange.mutateAsync({ id, etag, body }), t('subscriptions.billing.rangeDone'));
  };
  return (
    <Section
      title={t('subscriptions.billing.rangeTitle')}
      hint={t('subscriptions.billing.rangeHint')}
      error={error}
    >
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            type="date"
            name="rangeFromDate"
            label={t('subscriptions.billing.fromDate')}
            value={fromDate}
            onChange={(e) => setFromDate(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            type="date"
            name="rangeToDate"
            label={t('subscriptions.billing.toDate')}
            value={toDate}
            onChange={(e) => setToDate(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            name="rangePrice"
            inputMode="decimal"
            label={t('subscriptions.billing.newPrice')}
            value={price}
            onChange={(e) => setPrice(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Select
            label={t('subscriptions.billing.invoicing')}
            name="rangeInvoicing"
            allowDeselect={false}
            value={invoicing}
            onChange={(value) => setInvoicing(value ?? 'keep')}
            data={[
              { value: 'keep', label: t('subscriptions.billing.invoicingKeep') },
              { value: 'on', label: t('subscriptions.billing.invoicingOn') },
              { value: 'off', label: t('subscriptions.billing.invoicingOff') },
            ]}
          />
        </Grid.Col>
      </Grid>
      <Button
        variant="default"
        w="fit-content"
        disabled={!fromDate || !toDate}
        loading={editRange.isPending}
        onClick={submit}
      >
        {t('subscriptions.billing.applyRange')}
      </Button>
    </Section>
  );
}

function DiscountForm({
  establishmentId,
  subscriptionId,
  periods,
  periodLabel,
}: {
  establishmentId: number;
  subscriptionId: number;
  periods: ServicePeriod[];
  periodLabel: (period: ServicePeriod) => string;
}) {
  const { t } = useTranslation();
  const { create } = useSaveDiscount(establishmentId, subscriptionId);
  const { error, setError, run } = useAction();
  const [periodId, setPeriodId] = useState<string | null>(null);
  const [kind, setKind] = useState<'PERCENTAGE' | 'AMOUNT'>('PERCENTAGE');
  const [value, setValue] = useState('');
  const [label, setLabel] = useState('');
  const submit = async () => {
    // A percentage in hundredths (10,5 % → 1050), an amount in cents: the same exact parsing.
    const parsed = parseEuros(value);
    if (parsed === undefined || parsed < 0) return setError(t('subscriptions.billing.invalidAmount'));
    const done = await run(
      () =>
        create.mutateAsync({
          veterinaryEstablishmentServicePeriodId: Number(periodId),
          kind,
          value: parsed,
          label: label || null,
        }),
      t('subscriptions.billing.discountDone'),
    );
    if (done) {
      setValue('');
      setLabel('');
    }
  };
  return (
    <Section title={t('subscriptions.billing.discountTitle')} error={error}>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('subscriptions.billing.discountPeriod')}
            name="discountPeriod"
            data={periods.map((period) => ({ value: String(period.id), label: periodLabel(period) }))}
            value={periodId}
            onChange={setPeriodId}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Select
            label={t('subscriptions.billing.discountKind')}
            name="discountKind"
            allowDeselect={false}
            value={kind}
            onChange={(next) => setKind((next as 'PERCENTAGE' | 'AMOUNT') ?? 'PERCENTAGE')}
            data={(['PERCENTAGE', 'AMOUNT'] as const).map((k) => ({
              value: k,
              label: t(`subscriptions.billing.${k}`),
            }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <TextInput
            name="discountValue"
            inputMode="decimal"
            label={t(
              kind === 'PERCENTAGE'
                ? 'subscriptions.billing.discountValuePercent'
                : 'subscriptions.billing.discountValueAmount',
            )}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            name="discountLabel"
            label={t('subscriptions.billing.discountLabel')}
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
          />
        </Grid.Col>
      </Grid>
      <Button
        variant="default"
        w="fit-content"
        disabled={!periodId || !value}
        loading={create.isPending}
        onClick={() => void submit()}
      >
        {t('subscriptions.billing.addDiscount')}
      </Button>
    </Section>
  );
}

function ReductionForm({
  establishmentId,
  id,
  etag,
  current,
}: {
  establishmentId: number;
  id: number;
  etag?: string;
  current: number;
}) {
  const { t } = useTranslation();
  const { reduce } = useSaveSubscription(establishmentId);
  const { error, setError, run } = useAction();
  const [fromDate, setFromDate] = useState('');
  const [price, setPrice] = useState('');
  const submit = () => {
    const annualPriceWithoutVat = parseEuros(price);
    if (annualPriceWithoutVat === undefined) return setError(t('subscriptions.billing.invalidAmount'));
    void run(
      () => reduce.mutateAsync({ id, etag, body: { fromDate, annualPriceWithoutVat } }),
      t('subscriptions.billing.reductionDone'),
    );
  };
  return (
    <Section
      title={t('subscriptions.billing.reductionTitle')}
      hint={t('subscriptions.billing.currentPrice', { price: formatCents(current) })}
      error={error}
    >
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            type="date"
            name="reductionFrom"
            label={t('subscriptions.billing.reductionFrom')}
            value={fromDate}
            onChange={(e) => setFromDate(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            name="reductionPrice"
            inputMode="decimal"
            label={t('subscriptions.billing.reductionPrice')}
            value={price}
            onChange={(e) => setPrice(e.currentTarget.value)}
          />
        </Grid.Col>
      </Grid>
      <Button
        variant="default"
        w="fit-content"
        disabled={!fromDate || !price}
        loading={reduce.isPending}
        onClick={submit}
      >
        {t('subscriptions.billing.applyReduction')}
      </Button>
    </Section>
  );
}
