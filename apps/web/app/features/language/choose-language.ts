import { samePageIn, saveLanguageChoice } from '../../lib/language-choice.ts';

/**
 * Saves the choice (localStorage and the `lang` cookie) and loads the same page in that language:
 * the same path and query under its prefix (decision 114 "The language in the address").
 */
export function chooseLanguage(code: string, currentCode: string, defaultLanguage: string): void {
  if (code === currentCode) return;
  saveLanguageChoice(code);
  window.location.assign(samePageIn(code, defaultLanguage));
}
