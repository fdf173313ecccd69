import { featureMessages } from '../../lib/feature-messages.ts';

/**
 * The permission table's words (its areas and actions) and the "forbidden" panel's texts, loaded with the
 * screens that show them (the panel, the roles and permissions table): no screen's first paint carries them.
 */
export const permissionMessages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});
