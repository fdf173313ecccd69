import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../../lib/i18n.ts';
import { isAppLocale, LOCALES } from '../../lib/locale.ts';

/** Spec §2.8/§9: fr/en switch; the choice lives in the i18n_redirected cookie. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value = isAppLocale(i18n.language) ? i18n.language : currentLocale();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('layout.language')}
      value={value}
      onChange={(next) => {
        if (isAppLocale(next)) void changeLocale(next);
      }}
      data={LOCALES.map((locale) => ({
        value: locale,
        label: <span title={t(`layout.languages.${locale}`)}>{locale.toUpperCase()}</span>,
      }))}
    />
  );
}
