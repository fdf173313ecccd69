// "Signatures électroniques" on a billing account: the signature requests of its mandates and where each
// stands, sending the mandates still to sign (billing writers), and the proofs of a finished request.
import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { WriteMark } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useBillingAccount } from '../api/billing-accounts.ts';
import { useMandates, useRequiredMandates } from '../api/required-mandates.ts';
import { type SignatureRequest, useSignatureRequests } from '../api/signature-requests.ts';
import { CancelSignatureModal } from './CancelSignatureModal.tsx';
import { type MandateToSign, SendForSignatureModal } from './SendForSignatureModal.tsx';
import { SignatureProofsModal } from './SignatureProofsModal.tsx';

type Status = SignatureRequest['status'];
type SignerStatus = SignatureRequest['signers'][number]['status'];

// The border carries the colour; the text stays dark (contrast on striped rows, axe). No max width:
// in a table cell the badge would otherwise shrink to an ellipsis.
const DARK_LABEL = {
  root: { maxWidth: 'none' },
  label: { color: 'var(--mantine-color-dark-7)', overflow: 'visible' },
};
const STATUS_COLORS: Record<Status, string> = {
  DRAFT: 'gray.7',
  ONGOING: 'blue.9',
  DONE: 'green.9',
  DECLINED: 'red.9',
  EXPIRED: 'orange.9',
  CANCELED: 'dark.5',
};
const SIGNER_COLORS: Record<SignerStatus, string> = {
  PENDING: 'orange.9',
  SIGNED: 'green.9',
  DECLINED: 'red.9',
};
const UNDER_WAY: readonly Status[] = ['DRAFT', 'ONGOING'];
const FINISHED: readonly Status[] = ['DONE', 'DECLINED'];

function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="outline" radius="sm" tt="none" styles={DARK_LABEL}>
      {t(`signatureRequests.statuses.${status}`)}
    </Badge>
  );
}

/** Each signer, their state and when they signed. */
function Signers({ request }: { request: SignatureRequest }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {request.signers.map((signer) => (
        <Stack key={signer.id} gap={2} align="flex-start">
          <Group gap={6} wrap="nowrap">
            <Text size="sm">
              {signer.firstName} {signer.lastName}
            </Text>
            <Badge
              color={SIGNER_COLORS[signer.status]}
              variant="outline"
              radius="sm"
              tt="none"
              size="sm"
              styles={DARK_LABEL}
            >
              {t(`signatureRequests.signerStatuses.${signer.status}`)}
            </Badge>
          </Group>
          {signer.signedDate && (
            <Text size="xs" c="dark.6">
              {formatDateTime(signer.signedDate)}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** Why sending is not offered now, if it is not. */
function useSendBlocker(billingAccountId: number) {
  const { data } = useBillingAccount(billingAccountId);
  const requests = useSignatureRequests(billingAccountId);
  const required = useRequiredMandates(billingAccountId);
  const kinds = useMandates().data?.data ?? [];
  const toSign: MandateToSign[] = (required.data?.data ?? [])
    .filter((row) => !row.revokedDate && !row.filledMandate)
    .map((row) => ({
      id: row.id,
      rum: row.rum,
      creditor: kinds.find((kind) => kind.id === row.mandateId)?.creditor.name ?? '',
    }));
  const underWay = (requests.data?.data ?? []).some((request) => UNDER_WAY.includes(request.status));
  const blocker: 'disabledAccount' | 'underWay' | 'nothingToSign' | undefined =
    data.data.status !== 'ENABLED'
      ? 'disabledAccount'
      : underWay
        ? 'underWay'
        : required.isSuccess && toSign.length === 0
          ? 'nothingToSign'
          : undefined;
  const ready = requests.isSuccess && required.isSuccess;
  return { account: data.data, requests, toSign, blocker, ready };
}

export function SignatureRequestsSection({ billingAccountId }: { billingAccountId: number }) {
  const { t } = useTranslation();
  const canWrite = useMayWrite('billing');
  const { account, requests, toSign, blocker, ready } = useSendBlocker(billingAccountId);
  const [sending, setSending] = useState(false);
  const [proofsOf, setProofsOf] = useState<SignatureRequest>();
  const [cancelling, setCancelling] = useState<SignatureRequest>();
  const titleId = useId();
  const blockerId = useId();

  return (
    <Stack gap="sm" role="region" aria-labelledby={titleId} mt="md">
      <Divider />
      <Group justify="space-between" align="flex-start">
        <Title order={3} size="h5" id={titleId}>
          {t('signatureRequests.title')}
        </Title>
        {canWrite && ready && (
          <Stack gap={4} align="flex-end">
            <WriteMark area="billing">
              <Button
                size="xs"
                leftSection={<Icon name="mail" size={14} />}
                disabled={blocker !== undefined}
                aria-describedby={blocker ? blockerId : undefined}
                onClick={() => setSending(true)}
              >
                {t('signatureRequests.send.button')}
              </Button>
            </WriteMark>
            {blocker && (
              <Text size="xs" c="dark.6" id={blockerId} ta="right">
                {t(`signatureRequests.send.${blocker}`)}
              </Text>
            )}
          </Stack>
        )}
      </Group>
      <RelatedTable<SignatureRequest>
        query={requests}
        caption={t('signatureRequests.caption')}
        hideCaption
        emptyText={t('signatureRequests.empty')}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('signatureRequests.fields.name'),
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">{row.name}</Text>
                {row.status === 'ONGOING' && row.expirationDate && (
                  <Text size="xs" c="dark.6">
                    {t('signatureRequests.expires', { date: formatDateTime(row.expirationDate) })}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            label: t('signatureRequests.fields.status'),
            render: (row) => <StatusBadge status={row.status} />,
          },
          { label: t('signatureRequests.fields.signers'), render: (row) => <Signers request={row} /> },
          {
            label: t('signatureRequests.fields.sentDate'),
            render: (row) => formatDateTime(row.activatedDate ?? row.createdDate),
          },
          {
            label: t('signatureRequests.fields.finishedDate'),
            render: (row) => formatDateTime(row.finishedDate),
          },
          {
            label: t('signatureRequests.fields.actions'),
            render: (row) =>
              FINISHED.includes(row.status) ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={t('signatureRequests.proofs.label', { name: row.name })}
                  onClick={() => setProofsOf(row)}
                >
                  {t('signatureRequests.proofs.button')}
                </Button>
              ) : (
                canWrite &&
                row.status === 'ONGOING' && (
                  <WriteMark area="billing">
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('signatureRequests.cancel.label', { name: row.name })}
                      onClick={() => setCancelling(row)}
                    >
                      {t('signatureRequests.cancel.button')}
                    </Button>
                  </WriteMark>
                )
              ),
          },
        ]}
      />
      {canWrite && (
        <SendForSignatureModal
          opened={sending}
          onClose={() => setSending(false)}
          billingAccountId={billingAccountId}
          legalStructureId={account.legalStructureId}
          hasIban={Boolean(account.iban)}
          mandates={toSign}
        />
      )}
      {cancelling && (
        <CancelSignatureModal
          request={cancelling}
          billingAccountId={billingAccountId}
          onClose={() => setCancelling(undefined)}
        />
      )}
      {proofsOf && <SignatureProofsModal request={proofsOf} onClose={() => setProofsOf(undefined)} />}
    </Stack>
  );
}
