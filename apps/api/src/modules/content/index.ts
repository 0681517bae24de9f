/**
 * The public file of the content module: what other modules may use of it (docs/architecture.md,
 * "Inside a module"). Everything else in the folder is the module's own.
 */

export type { TextFields } from './localized-settings.ts';
export { localizeSettings, textTranslations, withTextTranslations } from './localized-settings.ts';
export { linksForMode } from './marketplace-links.ts';
export { changeSettings } from './settings-change.ts';
export { settingsChangeRoute } from './settings-change-route.ts';
export { storedSettings } from './settings-queries.ts';
