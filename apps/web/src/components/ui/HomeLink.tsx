import { useTranslation } from 'react-i18next';
import { isRouteLocalePrefix, ROUTE_PATHS } from '../../app/route-names.ts';
import { AnchorLink } from './links.tsx';

/** "Back home", keeping the /fr prefix only when it is one: on /nope, "nope" parses as the optional locale. */
export function HomeLink() {
  const { t } = useTranslation();
  return (
    <AnchorLink
      to={ROUTE_PATHS.index}
      params={(current: { locale?: string }) => ({
        locale: isRouteLocalePrefix(current.locale) ? current.locale : undefined,
      })}
    >
      {t('errors.backHome')}
    </AnchorLink>
  );
}
