import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import arSA from '../../public/resources/lang/ar-SA.json' with { type: 'json' };
import enUS from '../../public/resources/lang/en-US.json' with { type: 'json' };
import esES from '../../public/resources/lang/es-ES.json' with { type: 'json' };
import { baseI18nOptions, I18N_NAMESPACE } from './i18n.ts';

const resources = {
  'en-US': { [I18N_NAMESPACE]: enUS },
  'es-ES': { [I18N_NAMESPACE]: esES },
  'ar-SA': { [I18N_NAMESPACE]: arSA },
};

/**
 * A fresh i18next instance per server render, with the files bundled in, so the first HTML is
 * already in the shopper's language (the browser then loads the same file over HTTP).
 */
export function createServerI18n(language: string): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    ...baseI18nOptions,
    lng: language in resources ? language : DEFAULT_LANGUAGE,
    resources,
    initAsync: false,
  });
  return instance;
}
