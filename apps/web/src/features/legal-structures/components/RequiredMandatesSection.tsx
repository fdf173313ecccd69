import { Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import {
  type RequiredMandate,
  useMandates,
  useRequiredMandateActions,
  useRequiredMandates,
} from '../api/required-mandates.ts';
import { MandatePreview } from './MandatePreview.tsx';
import { SignatureRequestsSection } from './SignatureRequestsSection.tsx';

// The border carries the colour; the text stays dark (orange.9 on a striped row is under 4.5:1, axe).
const DARK_LABEL = { label: { color: 'var(--mantine-color-dark-7)' } };

type Pending = { action: 'withdraw' | 'revoke'; mandate: RequiredMandate };

/** The state of one mandate: still to sign, signed on a date, or revoked. */
function MandateState({ mandate }: { mandate: RequiredMandate }) {
  const { t } = useTranslation();
  if (mandate.revokedDate) {
    return (
      <Badge color="dark" variant="default" radius="sm" tt="none">
        {t('requiredMandates.states.revoked', { date: formatDateTime(mandate.revokedDate) })}
      </Badge>
    );
  }
  if (mandate.filledMandate) {
    return (
      <Badge color="green.9" variant="outline" radius="sm" tt="none" styles={DARK_LABEL}>
        {t('requiredMandates.states.signed', { date: formatDateTime(mandate.filledMandate.validatedDate) })}
      </Badge>
    );
  }
  return (
    <Badge color="orange.9" variant="outline" radius="sm" tt="none" styles={DARK_LABEL}>
      {t('requiredMandates.states.pending')}
    </Badge>
  );
}

/**
 * Spec §4: the mandates a billing account must sign, one per creditor, and where each stands. Accounting
 * (and managers) require a creditor's mandate, withdraw one still to sign, revoke a signed one.
 */
export function RequiredMandatesSection({ billingAccountId }: { billingAccountId: number }) {
  const { t } = useTranslation();
  const mandates = useMandates();
  const required = useRequiredMandates(billingAccountId);
  const [previewing, setPreviewing] = useState<RequiredMandate>();
  const actions = useRequiredMandateActions(billingAccountId);
  const [pending, setPending] = useState<Pending>();
  const canWrite = useMayWrite('billing');
  const kinds = mandates.data?.data ?? [];
  const kindOf = (mandateId: number) => kinds.find((kind) => kind.id === mandateId);
  const inForce = new Set(
    (required.data?.data ?? []).filter((row) => !row.revokedDate).map((row) => row.mandateId),
  );
  const requirable = kinds.filter((kind) => !inForce.has(kind.id));

  const confirm = async () => {
    if (!pending) return;
    const { action, mandate } = pending;
    await (action === 'withdraw' ? actions.withdraw : actions.revoke).mutateAsync(mandate.id);
    showSuccessToast(t(`requiredMandates.${action}.done`));
    setPending(undefined);
  };

  return (
    <Paper withBorder p="md" radius="sm" component="section">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('requiredMandates.title')}
        </Title>
        {canWrite && requirable.length > 0 && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                data-write-area="billing"
                size="xs"
                leftSection={<Icon name="plus" size={14} />}
                loading={actions.require.isPending}
              >
                {t('requiredMandates.require')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {requirable.map((kind) => (
                <Menu.Item
                  key={kind.id}
                  onClick={() =>
                    void actions.require
                      .mutateAsync(kind.id)
                      .then(() => showSuccessToast(t('requiredMandates.required')))
                      .catch(() => undefined)
                  }
                >
                  {kind.creditor.name} — {kind.entitled}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <RelatedTable<RequiredMandate>
        query={required}
        caption={t('requiredMandates.title')}
        hideCaption
        emptyText={t('requiredMandates.empty')}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('requiredMandates.fields.creditor'),
            render: (row) => {
              const kind = kindOf(row.mandateId);
              return kind ? (
                <Stack gap={0}>
                  <Text size="sm">{kind.creditor.name}</Text>
                  <Text size="xs" c="dark.6">
                    {t('requiredMandates.fields.ics', { ics: kind.creditor.sepaCreditorIdentifier })}
                  </Text>
                </Stack>
              ) : (
                row.mandateId
              );
            },
          },
          { label: t('requiredMandates.fields.rum'), render: (row) => row.rum },
          { label: t('requiredMandates.fields.state'), render: (row) => <MandateState mandate={row} /> },
          {
            label: t('requiredMandates.fields.actions'),
            render: (row) => {
              const action = row.filledMandate ? 'revoke' : 'withdraw';
              return (
                <Group gap={6} wrap="nowrap">
                  {!row.revokedDate && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="dark"
                      aria-label={t('requiredMandates.preview.label', { rum: row.rum })}
                      onClick={() => setPreviewing(row)}
                    >
                      {t('requiredMandates.preview.button')}
                    </Button>
                  )}
                  {canWrite && !row.revokedDate && (
                    <Button
                      data-write-area="billing"
                      size="compact-sm"
                      variant="default"
                      aria-label={t(`requiredMandates.${action}.label`, { rum: row.rum })}
                      onClick={() => setPending({ action, mandate: row })}
                    >
                      {t(`requiredMandates.${action}.button`)}
                    </Button>
                  )}
                </Group>
              );
            },
          },
        ]}
      />
      <SignatureRequestsSection billingAccountId={billingAccountId} />
      {previewing && (
        <MandatePreview
          billingAccountId={billingAccountId}
          requiredMandateId={previewing.id}
          rum={previewing.rum}
          onClose={() => setPreviewing(undefined)}
        />
      )}
      <ConfirmModal
        opened={pending !== undefined}
        onClose={() => setPending(undefined)}
        title={pending ? t(`requiredMandates.${pending.action}.title`) : ''}
        confirmLabel={pending ? t(`requiredMandates.${pending.action}.confirm`) : ''}
        pending={actions.withdraw.isPending || actions.revoke.isPending}
        onConfirm={() => void confirm().catch(() => undefined)}
      >
        {pending && t(`requiredMandates.${pending.action}.body`, { rum: pending.mandate.rum })}
      </ConfirmModal>
    </Paper>
  );
}
