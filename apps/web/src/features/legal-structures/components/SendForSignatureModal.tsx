// "Envoyer pour signature": the account's mandates still to sign go to a leader of the structure for
// e-signature. Spec §8: an account without IBAN needs an explicit confirmation (sent as confirmEmptyIban).
import { Alert, Button, Checkbox, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { type FieldErrors, fieldErrorsFromProblem, unmatchedErrors } from '../../../lib/form-errors.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { useSendForSignature, useSignerCandidates } from '../api/signature-requests.ts';

/** A mandate still to sign, as the modal lists it. */
export interface MandateToSign {
  id: number;
  rum: string;
  creditor: string;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  billingAccountId: number;
  legalStructureId: number;
  hasIban: boolean;
  mandates: readonly MandateToSign[];
}

const FIELDS = ['signerUserId', 'confirmEmptyIban'] as const;
// The border and icon carry the warning colour; the title stays dark (orange.9 on white is under 4.5:1, axe).
const DARK_TITLE = { title: { color: 'var(--mantine-color-dark-7)' } };

export function SendForSignatureModal({
  opened,
  onClose,
  billingAccountId,
  legalStructureId,
  ...rest
}: Props) {
  const { t } = useTranslation();
  // Opened by a gated action; the gate again, so that nothing else opens it for a role the API refuses.
  const mayWrite = useMayWrite('billing');
  const { hasIban, mandates } = rest;
  const send = useSendForSignature(billingAccountId);
  const candidates = useSignerCandidates(legalStructureId, opened);
  const [signer, setSigner] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();

  const close = () => {
    if (send.isPending) return;
    setSigner(null);
    setConfirmed(false);
    setErrors({});
    setRefusal(undefined);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const missing: FieldErrors = {};
    if (!signer) missing.signerUserId = t('signatureRequests.send.signerRequired');
    if (!hasIban && !confirmed) missing.confirmEmptyIban = t('signatureRequests.send.confirmRequired');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await send.mutateAsync({ signerUserId: Number(signer), confirmEmptyIban: !hasIban && confirmed });
      const chosen = candidates.signers.find((user) => String(user.id) === signer);
      showSuccessToast(
        t('signatureRequests.send.sent', { name: chosen ? `${chosen.firstName} ${chosen.lastName}` : '' }),
      );
      close();
    } catch (error) {
      // 422 field errors go onto the fields; a 409 (already under way, nothing to sign…) is said here.
      if (isApiError(error) && error.fieldErrors.length > 0) {
        setErrors(fieldErrorsFromProblem(error.fieldErrors));
      } else if (isApiError(error) && error.status === 409) {
        setRefusal(error.message);
      }
    }
  };

  const others = [...unmatchedErrors(errors, FIELDS), ...(refusal ? [refusal] : [])];
  const mandateList = (
    <List size="sm" spacing={2}>
      {mandates.map((mandate) => (
        <List.Item key={mandate.id}>
          {t('signatureRequests.send.mandate', { creditor: mandate.creditor, rum: mandate.rum })}
        </List.Item>
      ))}
    </List>
  );

  return (
    <Modal
      opened={opened && mayWrite}
      onClose={close}
      title={t('signatureRequests.send.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      centered
    >
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="send-for-signature">
        <Stack gap="md">
          {others.length > 0 && (
            <Alert color="red.9" variant="outline" role="alert">
              {others.map((message) => (
                <Text size="sm" key={message}>
                  {message}
                </Text>
              ))}
            </Alert>
          )}
          {hasIban ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('signatureRequests.send.mandates')}
              </Text>
              {mandateList}
            </Stack>
          ) : (
            <Alert
              color="orange.9"
              variant="outline"
              icon={<Icon name="alert" size={18} />}
              title={t('signatureRequests.send.emptyIbanTitle')}
              styles={DARK_TITLE}
            >
              <Stack gap="xs">
                <Text size="sm">{t('signatureRequests.send.emptyIban')}</Text>
                {mandateList}
              </Stack>
            </Alert>
          )}
          <Select
            name="signerUserId"
            label={t('signatureRequests.send.signer')}
            description={t('signatureRequests.send.signerHint')}
            placeholder={t('signatureRequests.send.signerPlaceholder')}
            nothingFoundMessage={t('signatureRequests.send.noSigner')}
            data={candidates.signers.map((user) => ({
              value: String(user.id),
              label: `${user.firstName} ${user.lastName} — ${user.email}`,
            }))}
            value={signer}
            onChange={(value) => {
              setSigner(value);
              setErrors(({ signerUserId: _, ...others }) => others);
            }}
            error={errors.signerUserId}
            disabled={candidates.isLoading}
            required
            searchable
          />
          {candidates.noEstablishment && (
            <Text size="sm" c="dark.6">
              {t('signatureRequests.send.noSigner')}
            </Text>
          )}
          {!hasIban && (
            <Checkbox
              name="confirmEmptyIban"
              label={t('signatureRequests.send.confirmEmptyIban')}
              checked={confirmed}
              onChange={(event) => {
                setConfirmed(event.currentTarget.checked);
                setErrors(({ confirmEmptyIban: _, ...others }) => others);
              }}
              error={errors.confirmEmptyIban}
              required
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('signatureRequests.send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
