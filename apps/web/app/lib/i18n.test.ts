import { describe, expect, it } from 'vitest';
import arSA from '../../public/resources/lang/ar-SA.json' with { type: 'json' };
import enUS from '../../public/resources/lang/en-US.json' with { type: 'json' };
import esES from '../../public/resources/lang/es-ES.json' with { type: 'json' };
import { chooseLanguage, messageKey } from './i18n.ts';

const offered = [{ code: 'en-US' }, { code: 'es-ES' }, { code: 'ar-SA' }];

/** Plural forms differ per language (Arabic has six): compare the keys without their suffix. */
const baseKeys = (file: Record<string, string>) =>
  new Set(Object.keys(file).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));

describe('i18n', () => {
  it('makes keys from English text the way the API does', () => {
    expect(messageKey('Invalid email')).toBe('invalid_email');
    expect(messageKey('Oops! Page Not Found')).toBe('oops_page_not_found');
  });

  it('renders the cookie language when offered, else the shop default', () => {
    expect(chooseLanguage('ar-SA', offered, 'en-US')).toBe('ar-SA');
    expect(chooseLanguage('fr-FR', offered, 'es-ES')).toBe('es-ES');
    expect(chooseLanguage(undefined, offered, 'en-US')).toBe('en-US');
    expect(chooseLanguage(undefined, offered, 'de-DE')).toBe('en-US');
  });

  it('has every key in all three translation files, none empty', () => {
    const english = baseKeys(enUS);
    expect(baseKeys(esES)).toEqual(english);
    expect(baseKeys(arSA)).toEqual(english);
    for (const file of [enUS, esES, arSA]) {
      for (const value of Object.values(file)) expect(value.trim()).not.toBe('');
    }
  });

  it('translates rather than copies English', () => {
    expect(esES.back_to_home).not.toBe(enUS.back_to_home);
    expect(arSA.back_to_home).not.toBe(enUS.back_to_home);
  });
});
