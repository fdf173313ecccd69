import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, type Stage } from '../../lib/runtime-config.ts';

// Dark shades keep white text above 4.5:1. A plain element styled in app.css (`.vb-stage`): Mantine's
// Badge would join the first paint of every list that shows none.
const STAGE_COLORS: Record<Stage, string> = {
  local: 'var(--mantine-color-gray-8)',
  dev: 'var(--mantine-color-blue-9)',
  preprod: 'var(--mantine-color-orange-9)',
  prod: 'var(--mantine-color-red-9)',
};

export function StageBadge() {
  const { t } = useTranslation();
  const { stage } = getRuntimeConfig();
  return (
    <span className="vb-stage" style={{ backgroundColor: STAGE_COLORS[stage] }} title={t('layout.stage')}>
      {t(`layout.stages.${stage}`)}
    </span>
  );
}
