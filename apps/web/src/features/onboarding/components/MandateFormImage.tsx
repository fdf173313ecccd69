// The mandate form as an image, in the page (the leader reads what they sign before asking for the code).
import { Alert, Image, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataUrl } from '../../../lib/data-url.ts';
import { downloadMandatePreview } from '../api/signatures.ts';

export function MandateFormImage({
  billingAccountId,
  requiredMandateId,
  title,
}: {
  billingAccountId: number;
  requiredMandateId: number;
  title: string;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    downloadMandatePreview(false, billingAccountId, requiredMandateId, 'image/png')
      .then(({ blob }) => dataUrl(blob))
      .then((url) => active && setImage(url))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [billingAccountId, requiredMandateId]);
  if (failed)
    return <Alert color="red.9" variant="outline" role="alert" title={t('onboarding.preview.error')} />;
  if (!image) return <Loader type="dots" role="status" aria-label={t('common.loading')} />;
  return <Image src={image} alt={title} radius="sm" bd="1px solid gray.4" maw={720} />;
}
