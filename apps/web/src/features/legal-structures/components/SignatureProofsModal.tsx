// The proofs of a finished signature request: for each signer, when and from where they signed, how
// they proved who they are, the SHA-256 fingerprints of each document, the signed PDFs and audit trail.
import { Alert, Button, Code, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { ROLES_SEEING_FULL_IBAN } from '@vetbo/domain/billing-accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../../components/files/files-api.ts';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { reportError } from '../../../lib/error-reporter.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useMe } from '../../auth/public.ts';
import {
  type SignatureConfirmation,
  type SignatureRequest,
  useSignatureConfirmations,
} from '../api/signature-requests.ts';

type ProofDocument = SignatureConfirmation['documents'][number];

/** 'a1b2c3…e9f0': enough to compare by eye; the full fingerprint is in the title (tooltip). */
function Fingerprint({ sha256 }: { sha256: string | null }) {
  if (!sha256) return null;
  return <Code title={sha256}>{`${sha256.slice(0, 12)}…${sha256.slice(-8)}`}</Code>;
}

/** A download button that shows it is busy while the file comes. */
function DownloadButton({
  label,
  ariaLabel,
  onDownload,
}: {
  label: string;
  ariaLabel: string;
  onDownload: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    void onDownload()
      .catch(reportError)
      .finally(() => setBusy(false));
  };
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<Icon name="download" size={14} />}
      aria-label={ariaLabel}
      loading={busy}
      onClick={run}
    >
      {label}
    </Button>
  );
}

function DocumentProof({ document, mayDownload }: { document: ProofDocument; mayDownload: boolean }) {
  const { t } = useTranslation();
  const signedId = mayDownload ? document.signedDocumentId : null;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {document.title}
        </Text>
        {signedId !== null && (
          <DownloadButton
            label={t('signatureRequests.proofs.downloadSigned')}
            ariaLabel={t('signatureRequests.proofs.downloadSignedLabel', { title: document.title })}
            onDownload={() =>
              downloadDocument({
                id: signedId,
                name: t('signatureRequests.proofs.signedFile', { title: document.title }),
              })
            }
          />
        )}
      </Group>
      <DetailList
        emptyText={t('common.notSet')}
        items={[
          {
            label: t('signatureRequests.proofs.originalSha256'),
            value: <Fingerprint sha256={document.originalSha256} />,
          },
          {
            label: t('signatureRequests.proofs.signedSha256'),
            value: document.signedSha256 ? <Fingerprint sha256={document.signedSha256} /> : '',
          },
        ]}
      />
    </Stack>
  );
}

function SignerProof({
  confirmation,
  request,
  mayDownload,
}: {
  confirmation: SignatureConfirmation;
  request: string;
  mayDownload: boolean;
}) {
  const { t } = useTranslation();
  const auditTrailId = mayDownload ? confirmation.auditTrailDocumentId : null;
  const name = `${confirmation.firstName} ${confirmation.lastName}`;
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {name} — {confirmation.email}
          </Title>
          {auditTrailId !== null && (
            <DownloadButton
              label={t('signatureRequests.proofs.auditTrail')}
              ariaLabel={t('signatureRequests.proofs.auditTrailLabel', { name })}
              onDownload={() =>
                downloadDocument({
                  id: auditTrailId,
                  name: t('signatureRequests.proofs.auditTrailFile', { name: request }),
                })
              }
            />
          )}
        </Group>
        <DetailList
          emptyText={t('common.notSet')}
          items={[
            {
              label: t('signatureRequests.proofs.status'),
              value: t(`signatureRequests.signerStatuses.${confirmation.status}`),
            },
            {
              label: t('signatureRequests.proofs.signedDate'),
              value: formatDateTime(confirmation.signedDate),
            },
            { label: t('signatureRequests.proofs.ipAddress'), value: confirmation.ipAddress },
            { label: t('signatureRequests.proofs.userAgent'), value: confirmation.userAgent },
            {
              label: t('signatureRequests.proofs.authentication'),
              value: t(`signatureRequests.proofs.authentications.${confirmation.authentication}`),
            },
          ]}
        />
        {confirmation.documents.map((document) => (
          <DocumentProof key={document.title} document={document} mayDownload={mayDownload} />
        ))}
      </Stack>
    </Paper>
  );
}

export function SignatureProofsModal({
  request,
  onClose,
}: {
  request: SignatureRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirmations = useSignatureConfirmations(request.id);
  const rows = confirmations.data?.data ?? [];
  const role = useMe().data?.staffRole;
  // The signed mandates and proof files show the IBAN in full: the roles that see it masked do not get them.
  const mayDownload = role != null && ROLES_SEEING_FULL_IBAN.includes(role);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('signatureRequests.proofs.title', { name: request.name })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="signature-proofs">
        {confirmations.isPending ? (
          <Group justify="center" py="xl">
            <Loader type="dots" role="status" aria-label={t('common.loading')} />
          </Group>
        ) : confirmations.isError ? (
          <Alert color="red.9" variant="outline" role="alert">
            <Text size="sm">{confirmations.error.message}</Text>
          </Alert>
        ) : rows.length === 0 ? (
          <Text size="sm">{t('signatureRequests.proofs.empty')}</Text>
        ) : (
          <>
            {!mayDownload && <Text size="sm">{t('signatureRequests.proofs.ibanRule')}</Text>}
            {rows.map((confirmation) => (
              <SignerProof
                key={confirmation.signerId}
                confirmation={confirmation}
                request={request.name}
                mayDownload={mayDownload}
              />
            ))}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
