import { describe, expect, it } from 'vitest';
import arSA from '../../public/resources/lang/ar-SA.json' with { type: 'json' };
import enUS from '../../public/resources/lang/en-US.json' with { type: 'json' };
import { createTranslator } from './translator.ts';

const bundles = {
  'en-US': {
    hello: 'Hello',
    only_english: 'Only in English',
    greet: 'Hi {{name}}, you have {{ count }} items',
    item_one: '{{count}} item',
    item_other: '{{count}} items',
    empty: 'English for empty',
  },
  'es-ES': {
    hello: 'Hola',
    empty: '',
    item_one: '{{count}} artículo',
    item_other: '{{count}} artículos',
  },
};

describe('createTranslator', () => {
  it('looks the key up in the language, then in en-US, then returns the key', () => {
    const { t, language } = createTranslator('es-ES', bundles);
    expect(language).toBe('es-ES');
    expect(t('hello')).toBe('Hola');
    expect(t('only_english')).toBe('Only in English');
    expect(t('nowhere_at_all')).toBe('nowhere_at_all');
  });

  it('treats an empty text as missing', () => {
    expect(createTranslator('es-ES', bundles).t('empty')).toBe('English for empty');
  });

  it('uses defaultValue (interpolated) before the key', () => {
    const { t } = createTranslator('es-ES', bundles);
    expect(t('no_such_message', { defaultValue: 'The server said no' })).toBe('The server said no');
    expect(t('hello', { defaultValue: 'ignored' })).toBe('Hola');
    expect(t('missing', { defaultValue: 'Hi {{name}}', name: 'Ana' })).toBe('Hi Ana');
  });

  it('interpolates values as they are, leaving unknown variables', () => {
    const { t } = createTranslator('en-US', bundles);
    expect(t('greet', { name: '<b>Ana</b>', count: '3' })).toBe('Hi <b>Ana</b>, you have 3 items');
    expect(t('greet', { count: 2 })).toBe('Hi {{name}}, you have 2 items');
    expect(t('greet', { name: undefined, count: undefined })).toBe('Hi , you have  items');
    // a value is not interpolated again
    expect(t('greet', { name: '{{count}}', count: 1 })).toBe('Hi {{count}}, you have 1 items');
  });

  it('chooses the English plural form by count', () => {
    const { t } = createTranslator('en-US', { 'en-US': enUS });
    expect(t('n_stars', { count: 1 })).toBe('1 star');
    expect(t('n_stars', { count: 0 })).toBe('0 stars');
    expect(t('n_stars', { count: 5 })).toBe('5 stars');
    expect(t('products_found', { count: 1 })).toBe('1 product');
  });

  it('chooses the Arabic plural forms: zero, one, two, few, many, other', () => {
    const { t } = createTranslator('ar-SA', { 'ar-SA': arSA, 'en-US': enUS });
    expect(t('n_stars', { count: 0 })).toBe(arSA.n_stars_zero);
    expect(t('n_stars', { count: 1 })).toBe(arSA.n_stars_one);
    expect(t('n_stars', { count: 2 })).toBe(arSA.n_stars_two);
    expect(t('n_stars', { count: 3 })).toBe(arSA.n_stars_few.replace('{{count}}', '3'));
    expect(t('n_stars', { count: 11 })).toBe(arSA.n_stars_many.replace('{{count}}', '11'));
    expect(t('n_stars', { count: 100 })).toBe(arSA.n_stars_other.replace('{{count}}', '100'));
  });

  it('falls back to _other, then to the plain key, then to en-US', () => {
    const { t } = createTranslator('es-ES', {
      ...bundles,
      'es-ES': { ...bundles['es-ES'], only_other_other: 'otros {{count}}', plain: 'llano' },
    });
    expect(t('only_other', { count: 1 })).toBe('otros 1');
    expect(t('plain', { count: 2 })).toBe('llano');
    expect(t('greet', { count: 2, name: 'Ana' })).toBe('Hi Ana, you have 2 items');
    expect(t('item', { count: 1 })).toBe('1 artículo');
  });

  it('uses key_zero for 0 when the file has it, in any language', () => {
    const { t } = createTranslator('en-US', { 'en-US': { x_zero: 'none', x_other: '{{count}} x' } });
    expect(t('x', { count: 0 })).toBe('none');
    expect(t('x', { count: 3 })).toBe('3 x');
  });

  it('a string count is only a value, not a plural choice', () => {
    const { t } = createTranslator('en-US', { 'en-US': { y: '{{count}} y', y_one: 'one y' } });
    expect(t('y', { count: '1' })).toBe('1 y');
  });
});
