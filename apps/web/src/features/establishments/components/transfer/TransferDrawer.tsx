// First: zod must be configured before the domain schemas below are created.
import { Alert, Badge, Button, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@vetbo/api-client/client';
import { establishmentTransferSchema } from '@vetbo/domain/establishment-transfers';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleRecordAlert } from '../../../../components/feedback/StaleRecordAlert.tsx';
import { FormDrawer } from '../../../../components/forms/FormDrawer.tsx';
import { WriteAction } from '../../../../components/permissions/WriteAction.tsx';
import { LegalStructurePicker } from '../../../../components/pickers/LegalStructurePicker.tsx';
import { Icon } from '../../../../components/ui/Icon.tsx';
import { useFormState } from '../../../../hooks/useFormState.ts';
import {
  type FieldErrors,
  fieldErrorsFromProblem,
  fieldErrorsFromZod,
  unmatchedErrors,
} from '../../../../lib/form-errors.ts';
import { currentLocale } from '../../../../lib/i18n.ts';
import { showSuccessToast } from '../../../../lib/toasts.tsx';
import { isStaleRecordError } from '../../../../lib/versioned-record.ts';
import { displayIban } from '../../../legal-structures/public.ts';
import {
  type Establishment,
  type RequiredCreditor,
  useEnabledBillingAccounts,
  useLegalStructureName,
  useTransferEstablishment,
  useTransferRequirements,
  versionedEstablishmentOptions,
} from '../../api/transfer.ts';
import { useEstablishmentExtrasMessages } from '../establishment-extras-messages.ts';

const FIELDS = ['legalStructureId', 'mainBillingAccountId'];
type FormValues = { legalStructureId: string; mainBillingAccountId: string };
const EMPTY: FormValues = { legalStructureId: '', mainBillingAccountId: '' };
const STATE_COLORS: Record<RequiredCreditor['mandateState'], string> = {
  SIGNED: 'green.9',
  PENDING: 'orange.9',
  MISSING: 'red.9',
};

const idOf = (value: string) => (value ? Number(value) : undefined);

/** The header's "Transférer" button and its side panel (spec §2.10). */
export function TransferButton({ establishment }: { establishment: Establishment }) {
  const ready = useEstablishmentExtrasMessages();
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (!ready) return null;
  return (
    <WriteAction area="establishments">
      <Button
        variant="default"
        leftSection={<Icon name="building" size={16} />}
        onClick={() => setOpened(true)}
      >
        {t('establishmentExtras.transfer.button')}
      </Button>
      <TransferDrawer establishment={establishment} opened={opened} onClose={() => setOpened(false)} />
    </WriteAction>
  );
}

interface TransferDrawerProps {
  establishment: Establishment;
  opened: boolean;
  onClose: () => void;
}

/**
 * Transfer of an establishment: a legal structure (searched), then one of its enabled billing accounts,
 * the creditors whose SEPA mandate that account needs, and the confirmation. The transfer applies to the
 * version of the establishment loaded when the panel opened (If-Match): a change in between is a 412.
 */
export function TransferDrawer({ establishment, opened, onClose }: TransferDrawerProps) {
  const { t } = useTranslation();
  const id = establishment.id;
  const current = useQuery({ ...versionedEstablishmentOptions(id), enabled: opened });
  const form = useFormState<FormValues>(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const transfer = useTransferEstablishment(id);
  const { reset } = form;
  const legalStructureId = idOf(form.values.legalStructureId);
  const mainBillingAccountId = idOf(form.values.mainBillingAccountId);
  const accounts = useEnabledBillingAccounts(legalStructureId);
  const requirements = useTransferRequirements(id, mainBillingAccountId);
  const structure = useLegalStructureName(legalStructureId);
  const text = (key: string, options?: Record<string, unknown>) =>
    t(`establishmentExtras.transfer.${key}` as 'establishmentExtras.transfer.title', options);
  const account = accounts.data?.data.find((option) => option.id === mainBillingAccountId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh start each time the panel opens
  useEffect(() => {
    if (opened) {
      reset(EMPTY);
      setStale(false);
    }
  }, [opened]);

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const requestClose = () => {
    if (transfer.isPending) return;
    if (form.dirty) setTimeout(() => setConfirming(true), 0);
    else onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = establishmentTransferSchema.safeParse({ legalStructureId, mainBillingAccountId });
    if (!parsed.success) {
      showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
      return;
    }
    try {
      await transfer.mutateAsync({ etag: current.data?.etag, body: parsed.data });
      showSuccessToast(text('done'));
      reset(EMPTY);
      onClose();
    } catch (error) {
      if (isStaleRecordError(error)) setStale(true);
      else if (isApiError(error) && error.fieldErrors.length > 0) {
        showErrors(fieldErrorsFromProblem(error.fieldErrors));
      }
    }
  };

  const reload = async () => {
    await current.refetch();
    setStale(false);
  };

  const accountPlaceholder = !legalStructureId
    ? text('chooseStructureFirst')
    : accounts.data && accounts.data.data.length === 0
      ? text('noEnabledAccount')
      : text('billingAccountPlaceholder');

  return (
    <FormDrawer
      area="establishments"
      opened={opened}
      title={text('title')}
      testId="transfer-drawer"
      size="lg"
      formRef={formRef}
      onSubmit={submit}
      onRequestClose={requestClose}
      confirming={confirming}
      onKeep={() => setConfirming(false)}
      onDiscard={() => {
        setConfirming(false);
        reset(EMPTY);
        onClose();
      }}
      hasErrors={Object.keys(form.errors).length > 0}
      invalidTitle={text('invalid')}
      otherErrors={unmatchedErrors(form.errors, FIELDS)}
      submitLabel={text('submit')}
      pending={transfer.isPending}
      notice={
        stale && (
          <StaleRecordAlert
            message={text('stale')}
            onReload={() => void reload()}
            reloading={current.isFetching}
          />
        )
      }
    >
      <Stack gap="md">
        <Text size="sm">{text('intro')}</Text>
        <Paper withBorder p="sm">
          <Text size="sm" c="dimmed">
            {text('currentStructure')}
          </Text>
          {current.isPending ? (
            <Loader size="xs" type="dots" role="status" aria-label={t('common.loading')} />
          ) : current.isError ? (
            <Text size="sm" c="red.9" role="alert">
              {text('loadError')}
            </Text>
          ) : (
            <Text fw={500} data-testid="transfer-current-structure">
              {current.data.data.legalStructure?.socialReason ?? text('none')}
            </Text>
          )}
        </Paper>
        <LegalStructurePicker
          value={form.values.legalStructureId}
          initialOption={null}
          onChange={(value) => {
            form.setValue('legalStructureId', value);
            form.setValue('mainBillingAccountId', '');
          }}
          error={form.errors.legalStructureId}
        />
        <Select
          label={text('billingAccount')}
          placeholder={accountPlaceholder}
          withAsterisk
          disabled={!legalStructureId}
          data={(accounts.data?.data ?? []).map((option) => ({
            value: String(option.id),
            label: `${option.entitled} — ${displayIban(option)}`,
          }))}
          rightSection={
            accounts.isFetching ? (
              <Loader size="xs" role="status" aria-label={t('common.loading')} />
            ) : undefined
          }
          {...form.selectProps('mainBillingAccountId')}
        />
        {account && current.data && (
          <Stack gap="xs" data-testid="transfer-summary">
            <Title order={3} size="h4">
              {text('summary')}
            </Title>
            <Text size="sm">
              {text('summaryText', {
                establishment: current.data.data.name,
                structure: structure.data?.data.socialReason ?? '',
                account: account.entitled,
              })}
            </Text>
            <Title order={4} size="h5">
              {text('creditorsTitle')}
            </Title>
            {requirements.isPending ? (
              <Text size="sm" c="dimmed">
                {text('creditorsLoading')}
              </Text>
            ) : requirements.isError ? (
              <Alert color="red.9" variant="outline" role="alert" title={text('loadError')} />
            ) : requirements.data.data.requiredCreditors.length === 0 ? (
              <Text size="sm">{text('creditorsNone')}</Text>
            ) : (
              <Table withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{text('creditor')}</Table.Th>
                    <Table.Th>{text('mandate')}</Table.Th>
                    <Table.Th>{text('mandateState')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {requirements.data.data.requiredCreditors.map((creditor) => (
                    <Table.Tr key={creditor.creditorId}>
                      <Table.Td fw={500}>{creditor.creditorName}</Table.Td>
                      <Table.Td c={creditor.mandateEntitled === null ? 'dimmed' : undefined}>
                        {creditor.mandateEntitled ?? text('noMandateModel')}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="outline"
                          radius="sm"
                          tt="none"
                          color={STATE_COLORS[creditor.mandateState]}
                        >
                          {text(`mandateStates.${creditor.mandateState}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        )}
      </Stack>
    </FormDrawer>
  );
}
