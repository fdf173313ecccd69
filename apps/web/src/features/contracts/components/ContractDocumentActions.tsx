// A contract document's actions: download its PDF (or the signed one), send it for signature (DRAFT) or
// cancel it (DRAFT or SENT), each change confirmed first.
import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { downloadDocument } from '../../../components/files/files-api.ts';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { type ContractDocument, useChangeContractDocumentStatus } from '../api/contracts.ts';

type Change = 'SENT' | 'CANCELLED';

const fileName = (entitled: string, signed: boolean) =>
  `Contrat — ${entitled}${signed ? ' (signé)' : ''}.pdf`.replace(/[\\/:*?"<>|]/g, '-');

interface Props {
  document: ContractDocument;
  canWrite: boolean;
}

export function ContractDocumentActions({ document, canWrite }: Props) {
  const { t } = useTranslation();
  const changeStatus = useChangeContractDocumentStatus(document.veterinaryEstablishmentId);
  const [confirming, setConfirming] = useState<Change>();
  const contract = document.contractEntitled;
  const canSend = canWrite && document.status === 'DRAFT';
  const canCancel = canWrite && (document.status === 'DRAFT' || document.status === 'SENT');

  const apply = async (status: Change) => {
    try {
      await changeStatus.mutateAsync({ id: document.id, status });
      showSuccessToast(t(status === 'SENT' ? 'contracts.confirm.sent' : 'contracts.confirm.cancelled'));
    } finally {
      // A refusal was reported by the mutation cache; the list shows the document as it is.
      setConfirming(undefined);
    }
  };

  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            rightSection={<Icon name="chevronDown" size={14} />}
            aria-label={t('contracts.menu.label', { contract })}
          >
            {t('contracts.columns.actions')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() =>
              void downloadDocument({ id: document.documentId, name: fileName(contract, false) })
            }
          >
            {t('contracts.menu.download')}
          </Menu.Item>
          {document.signedDocumentId !== null && (
            <Menu.Item
              onClick={() =>
                void downloadDocument({
                  id: document.signedDocumentId as number,
                  name: fileName(contract, true),
                })
              }
            >
              {t('contracts.menu.downloadSigned')}
            </Menu.Item>
          )}
          {canSend && (
            <WriteAction area="establishments">
              <Menu.Item onClick={() => setConfirming('SENT')}>{t('contracts.menu.send')}</Menu.Item>
            </WriteAction>
          )}
          {canCancel && (
            <WriteAction area="establishments">
              <Menu.Item color="red.9" onClick={() => setConfirming('CANCELLED')}>
                {t('contracts.menu.cancel')}
              </Menu.Item>
            </WriteAction>
          )}
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title={t(confirming === 'SENT' ? 'contracts.confirm.sendTitle' : 'contracts.confirm.cancelTitle')}
        cancelLabel={t('contracts.confirm.keep')}
        confirmLabel={t(
          confirming === 'SENT' ? 'contracts.confirm.sendSubmit' : 'contracts.confirm.cancelSubmit',
        )}
        danger={confirming !== 'SENT'}
        pending={changeStatus.isPending}
        onConfirm={() => confirming && void apply(confirming).catch(() => undefined)}
        data-testid="contract-confirm-modal"
      >
        {confirming === 'SENT'
          ? t('contracts.confirm.sendMessage', {
              contract,
              signer: `${document.signer.firstName} ${document.signer.lastName}`,
            })
          : t('contracts.confirm.cancelMessage', { contract })}
      </ConfirmModal>
    </>
  );
}
