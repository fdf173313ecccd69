// The three small forms of the "Facturation et remises" drawer (BillingDrawer.tsx), each sending one
// change and showing the API's refusal under it.
import { Alert, Button, Grid, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { parseEuros } from '@vetbo/domain/money/parse';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { type ServicePeriod, useSaveDiscount, useSaveSubscription } from '../api/subscriptions.ts';

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

/** The periods strictly between two days: a new price and/or invoicing flag. */
export function RangeEditForm({
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
          <DayInput
            name="rangeFromDate"
            label={t('subscriptions.billing.fromDate')}
            value={fromDate}
            onChange={(e) => setFromDate(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <DayInput
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
      <WriteAction area="services">
        <Button
          variant="default"
          w="fit-content"
          disabled={!fromDate || !toDate}
          loading={editRange.isPending}
          onClick={submit}
        >
          {t('subscriptions.billing.applyRange')}
        </Button>
      </WriteAction>
    </Section>
  );
}

/** A discount on one period not invoiced yet. */
export function DiscountForm({
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
      <WriteAction area="services">
        <Button
          variant="default"
          w="fit-content"
          disabled={!periodId || !value}
          loading={create.isPending}
          onClick={() => void submit()}
        >
          {t('subscriptions.billing.addDiscount')}
        </Button>
      </WriteAction>
    </Section>
  );
}

/** A lower yearly price from a day on. */
export function ReductionForm({
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
      hint={t('subscriptions.billing.currentPrice', { price: screenAmount(current) })}
      error={error}
    >
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <DayInput
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
      <WriteAction area="services">
        <Button
          variant="default"
          w="fit-content"
          disabled={!fromDate || !price}
          loading={reduce.isPending}
          onClick={submit}
        >
          {t('subscriptions.billing.applyReduction')}
        </Button>
      </WriteAction>
    </Section>
  );
}
