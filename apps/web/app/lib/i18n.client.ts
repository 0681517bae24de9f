import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions } from './i18n.ts';

/** Loads the rendered language's file from `/resources/lang/{lng}.json` before hydration. */
export async function createClientI18n(language: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions,
      lng: language,
      load: 'currentOnly',
      backend: { loadPath: '/resources/{{ns}}/{{lng}}.json' },
    });
  return instance;
}
