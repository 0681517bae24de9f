import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import arSA from '../../public/resources/lang/ar-SA.json' with { type: 'json' };
import enUS from '../../public/resources/lang/en-US.json' with { type: 'json' };
import esES from '../../public/resources/lang/es-ES.json' with { type: 'json' };
import { createTranslator, type TranslationBundle, type Translator } from './translator.ts';

const bundles: Record<string, TranslationBundle> = {
  'en-US': enUS,
  'es-ES': esES,
  'ar-SA': arSA,
};

/**
 * A translator for one server render, with the files bundled in, so the first HTML is already in
 * the shopper's language (the browser then loads the same file over HTTP).
 */
export function createServerTranslator(language: string): Translator {
  return createTranslator(language in bundles ? language : DEFAULT_LANGUAGE, bundles);
}
