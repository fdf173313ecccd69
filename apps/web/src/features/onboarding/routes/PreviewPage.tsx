// /onboarding/preview?billingAccountId=&requiredMandateId=: the mandate form as the leader will sign it.
// A staff member signed in sees the same page through the staff call (issue 9 §4).
import { Alert, Button, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { useDownload } from '../../../hooks/useDownload.ts';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { useMe } from '../../auth/public.ts';
import { downloadMandatePreview } from '../api/signatures.ts';
import { useMandateImage } from '../components/use-mandate-image.ts';

// The border carries the colour; the title stays dark (green.9 or orange.9 text is under 4.5:1, axe).
const DARK_TITLE = { title: { color: 'var(--mantine-color-dark-7)' } };

const positive = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export function PreviewPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  usePageTitle(t('onboarding.preview.title'));
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const billingAccountId = positive(search.billingAccountId);
  const requiredMandateId = positive(search.requiredMandateId);
  const me = useMe();
  const asStaff = Boolean(me.data?.staffRole);
  const { image, error } = useMandateImage(asStaff, billingAccountId, requiredMandateId, Boolean(me.data));
  const { downloading, start } = useDownload();

  const downloadPdf = async () => {
    if (!billingAccountId) return;
    await start(async () => {
      const { blob, filename } = await downloadMandatePreview(
        asStaff,
        billingAccountId,
        requiredMandateId,
        'application/pdf',
      );
      saveBlob(blob, filename ?? 'mandat.pdf');
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('onboarding.preview.title')}</Title>
        {image && (
          <Button loading={downloading} onClick={() => void downloadPdf()}>
            {t('onboarding.preview.pdf')}
          </Button>
        )}
      </Group>
      {asStaff && <Text size="sm">{t('onboarding.preview.asStaff')}</Text>}
      {!billingAccountId ? (
        <Alert
          color="orange.9"
          variant="outline"
          styles={DARK_TITLE}
          title={t('onboarding.preview.noAccount')}
        />
      ) : error ? (
        <Alert color="red.9" variant="outline" role="alert" title={t('onboarding.preview.error')}>
          <Text size="sm">{error}</Text>
        </Alert>
      ) : image ? (
        <Image src={image} alt={t('onboarding.preview.alt')} radius="sm" bd="1px solid gray.4" maw={800} />
      ) : (
        <Loader type="dots" role="status" aria-label={t('common.loading')} />
      )}
      <AnchorLink to={ROUTE_PATHS['onboarding-mandates']} size="sm">
        {t('onboarding.signature.back')}
      </AnchorLink>
    </Stack>
  );
}
