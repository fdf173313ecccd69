// /onboarding/signature/$signerId: the built-in provider's signing page (issue 9 §2). The signer reads
// each document, asks for a one-time code by e-mail, types it and signs; then downloads the signed PDFs.
import { Alert, Badge, Button, Group, Loader, Paper, PinInput, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { isApiError } from '@vetbo/api-client/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts.tsx';
import {
  downloadSignatureDocument,
  type SignerView,
  useSignatureActions,
  useSigner,
} from '../api/signatures.ts';
import { MandateFormImage } from '../components/MandateFormImage.tsx';

// The border carries the colour; the title stays dark (green.9 or orange.9 text is under 4.5:1, axe).
const DARK_TITLE = { title: { color: 'var(--mantine-color-dark-7)' } };

const CODE_LENGTH = 6;

function Documents({ view }: { view: SignerView }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState<number>();
  const open = async (documentId: number, title: string) => {
    setOpening(documentId);
    try {
      const { blob, filename } = await downloadSignatureDocument(view.signer.id, documentId);
      saveBlob(blob, filename ?? `${title}.pdf`);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setOpening(undefined);
    }
  };
  return (
    <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
      {view.documents.map((document) => (
        <Paper key={document.id} withBorder p="sm" radius="sm" component="li">
          <Group justify="space-between" wrap="wrap">
            <Text fw={500}>{document.title}</Text>
            <Button
              size="compact-sm"
              variant="default"
              loading={opening === document.id}
              aria-label={t('onboarding.signature.openLabel', {
                action: document.signed
                  ? t('onboarding.signature.downloadSigned')
                  : t('onboarding.signature.open'),
                title: document.title,
              })}
              onClick={() => void open(document.id, document.title)}
            >
              {document.signed ? t('onboarding.signature.downloadSigned') : t('onboarding.signature.open')}
            </Button>
          </Group>
          {/* The form to sign, in the page: read before asking for the code. */}
          {!document.signed &&
            document.requiredMandateId !== null &&
            view.request.billingAccountId !== null && (
              <Stack mt="sm">
                <MandateFormImage
                  billingAccountId={view.request.billingAccountId}
                  requiredMandateId={document.requiredMandateId}
                  title={document.title}
                />
              </Stack>
            )}
        </Paper>
      ))}
    </Stack>
  );
}

function CodeForm({ view }: { view: SignerView }) {
  const { t } = useTranslation();
  const actions = useSignatureActions(view.signer.id);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // Refusals (a code asked for too soon…) reach the user through the app's error toast.
  const sendCode = () =>
    actions.sendCode
      .mutateAsync()
      .then(() => setError(undefined))
      .catch(() => undefined);
  const sign = async () => {
    if (code.length !== CODE_LENGTH) {
      setError(t('onboarding.signature.codeIncomplete'));
      return;
    }
    try {
      await actions.sign.mutateAsync(code);
      showSuccessToast(t('onboarding.signature.done'));
    } catch (caught) {
      const field = isApiError(caught) ? caught.fieldErrors.find(({ path }) => path === 'code') : undefined;
      if (field) setError(field.message);
      setCode('');
    }
  };
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="signature-code-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="signature-code-title">
          {t('onboarding.signature.codeTitle')}
        </Title>
        {view.codeSentTo ? (
          <Text size="sm">
            {t('onboarding.signature.codeSent', {
              email: view.codeSentTo,
              date: formatDateTime(view.codeExpiresDate),
            })}
          </Text>
        ) : (
          <Text size="sm">{t('onboarding.signature.codeIntro')}</Text>
        )}
        {view.codeSentTo && (
          <Stack gap={4}>
            <Text component="label" htmlFor="signature-code" size="sm" fw={500}>
              {t('onboarding.signature.codeLabel')}
            </Text>
            <PinInput
              id="signature-code"
              length={CODE_LENGTH}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              error={Boolean(error)}
              aria-label={t('onboarding.signature.codeLabel')}
            />
            {error && (
              <Text size="sm" c="red.9" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        )}
        <Group>
          <Button
            variant={view.codeSentTo ? 'default' : 'filled'}
            loading={actions.sendCode.isPending}
            onClick={() => void sendCode()}
          >
            {view.codeSentTo ? t('onboarding.signature.resend') : t('onboarding.signature.sendCode')}
          </Button>
          {view.codeSentTo && (
            <Button loading={actions.sign.isPending} onClick={() => void sign()}>
              {t('onboarding.signature.sign')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export function SignaturePage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  usePageTitle(t('onboarding.signature.title'));
  const { signerId } = useParams({ strict: false }) as { signerId: string };
  const signer = useSigner(Number(signerId));
  if (signer.isPending) return <Loader type="dots" role="status" aria-label={t('common.loading')} />;
  if (signer.isError)
    return <Alert color="red.9" variant="outline" role="alert" title={t('onboarding.signature.loadError')} />;
  const view = signer.data;
  const signed = view.signer.status === 'SIGNED';
  const ongoing = view.request.status === 'ONGOING' && view.signer.status === 'PENDING';
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('onboarding.signature.title')}</Title>
        <Badge
          variant="outline"
          radius="sm"
          tt="none"
          color={signed ? 'green.9' : 'orange.9'}
          styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
        >
          {t(`onboarding.signature.states.${view.request.status}`)}
        </Badge>
      </Group>
      <Text fw={500}>{view.request.name}</Text>
      {signed ? (
        <Alert
          color="green.9"
          variant="outline"
          styles={DARK_TITLE}
          title={t('onboarding.signature.signedTitle')}
        >
          {t('onboarding.signature.signedOn', { date: formatDateTime(view.signer.signedDate) })}
        </Alert>
      ) : ongoing ? (
        <Text size="sm">
          {t('onboarding.signature.intro', { date: formatDateTime(view.request.expirationDate) })}
        </Text>
      ) : (
        <Alert
          color="orange.9"
          variant="outline"
          styles={DARK_TITLE}
          title={t('onboarding.signature.closedTitle')}
        />
      )}
      <Documents view={view} />
      {ongoing && view.request.provider === 'BUILT_IN' && <CodeForm view={view} />}
      <AnchorLink to={ROUTE_PATHS['onboarding-mandates']} size="sm">
        {t('onboarding.signature.back')}
      </AnchorLink>
    </Stack>
  );
}
