import { Alert, Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { apiDownload } from '@vetbo/api-client/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataUrl } from '../../../lib/data-url.ts';
import { saveBlob } from '../../../lib/download-file.ts';

interface Props {
  billingAccountId: number;
  requiredMandateId: number;
  rum: string;
  onClose: () => void;
}

const request = (billingAccountId: number, requiredMandateId: number, accept: string) =>
  apiDownload({
    operation: 'previewBillingAccountRequiredMandate',
    path: '/v1/billing_accounts/{id}/required_mandates/preview',
    pathParams: { id: billingAccountId },
    query: { requiredMandateId },
    headers: { Accept: accept },
  });

/** The mandate form as the leader will sign it: its image, and the PDF to download. */
export function MandatePreview({ billingAccountId, requiredMandateId, rum, onClose }: Props) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string>();
  const [error, setError] = useState<string>();
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    let active = true;
    // A data: URL, which the content security policy allows for images (blob: it does not).
    request(billingAccountId, requiredMandateId, 'image/png')
      .then(({ blob }) => dataUrl(blob))
      .then((url) => active && setImage(url))
      .catch((caught: Error) => active && setError(caught.message));
    return () => {
      active = false;
    };
  }, [billingAccountId, requiredMandateId]);

  const downloadPdf = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await request(billingAccountId, requiredMandateId, 'application/pdf');
      saveBlob(blob, filename ?? `mandat-${rum}.pdf`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('requiredMandates.preview.title', { rum })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="mandate-preview">
        {error ? (
          <Alert color="red.9" variant="outline" role="alert">
            <Text size="sm">{error}</Text>
          </Alert>
        ) : image ? (
          <Image
            src={image}
            alt={t('requiredMandates.preview.alt', { rum })}
            radius="sm"
            bd="1px solid gray.4"
          />
        ) : (
          <Group justify="center" py="xl">
            <Loader type="dots" role="status" aria-label={t('common.loading')} />
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button loading={downloading} onClick={() => void downloadPdf()}>
            {t('requiredMandates.preview.pdf')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
