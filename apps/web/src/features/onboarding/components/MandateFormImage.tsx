// The mandate form as an image, in the page (the leader reads what they sign before asking for the code).
import { Alert, Image, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMandateImage } from './use-mandate-image.ts';

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
  const { image, error } = useMandateImage(false, billingAccountId, requiredMandateId);
  if (error)
    return <Alert color="red.9" variant="outline" role="alert" title={t('onboarding.preview.error')} />;
  if (!image) return <Loader type="dots" role="status" aria-label={t('common.loading')} />;
  return <Image src={image} alt={title} radius="sm" bd="1px solid gray.4" maw={720} />;
}
