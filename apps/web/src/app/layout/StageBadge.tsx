import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, type Stage } from '../../lib/runtime-config.ts';

// Dark shades keep white text above 4.5:1.
const STAGE_COLORS: Record<Stage, string> = {
  local: 'gray.8',
  dev: 'blue.9',
  preprod: 'orange.9',
  prod: 'red.9',
};

export function StageBadge() {
  const { t } = useTranslation();
  const { stage } = getRuntimeConfig();
  return (
    <Badge color={STAGE_COLORS[stage]} variant="filled" radius="sm" title={t('layout.stage')}>
      {t(`layout.stages.${stage}`)}
    </Badge>
  );
}
