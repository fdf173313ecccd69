import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: page titles follow "{title} / Vetbo". */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('app.pageTitle', { title }) : t('app.name');
  }, [t, title]);
}
