import { type ConsoleMessages, messageBundles } from '../../console/lib/console-messages.ts';

/** The operator console's translations: its areas' files and the consoles' shared ones. */
const files = import.meta.glob<ConsoleMessages>(['../*/i18n/*.json', '../../console/i18n/*.json'], {
  eager: true,
  import: 'default',
});

export const adminMessages = messageBundles(files);
