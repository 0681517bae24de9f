import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';
import { translate, translateText } from './messages.ts';

describe('pickLanguage', () => {
  it('matches the first tag exactly or by its primary subtag', () => {
    expect(pickLanguage('es-ES', 'en-US')).toBe('es-ES');
    expect(pickLanguage('ES-es', 'en-US')).toBe('es-ES');
    expect(pickLanguage('es-AR,en;q=0.8', 'en-US')).toBe('es-ES');
    expect(pickLanguage('ar', 'en-US')).toBe('ar-SA');
    expect(pickLanguage('en-GB', 'ar-SA')).toBe('en-US');
  });

  it('falls back for a missing, unknown or wildcard header, reading only the first tag', () => {
    expect(pickLanguage(undefined, 'es-ES')).toBe('es-ES');
    expect(pickLanguage('', 'ar-SA')).toBe('ar-SA');
    expect(pickLanguage('*', 'ar-SA')).toBe('ar-SA');
    expect(pickLanguage('bn-BD,es;q=0.9', 'en-US')).toBe('en-US');
  });
});

describe('translate', () => {
  it('translates a known message and fills placeholders after translating', () => {
    expect(translate('es-ES', 'Page not found')).toBe('Página no encontrada');
    expect(translate('ar-SA', 'The {field} field is required.', { field: 'email' })).toBe(
      'الحقل email مطلوب.',
    );
    expect(translate('en-US', 'Each file may be at most {size} MB.', { size: 4 })).toBe(
      'Each file may be at most 4 MB.',
    );
  });

  it('takes only a message of the table; untyped text that is none stays in English', () => {
    // @ts-expect-error a misspelled or missing message does not compile
    expect(translate('es-ES', 'Out of stok')).toBeTypeOf('string');
    expect(translateText('es-ES', 'Something new')).toBe('Something new');
    expect(translateText('es-ES', 'Hello {name}')).toBe('Hello {name}');
    expect(translateText('es-ES', 'Out of stock')).toBe('Agotado');
  });

  it("translates every module's messages without importing the module (issue 21 §4)", () => {
    expect(translate('es-ES', 'Out of stock')).toBe('Agotado');
    expect(translate('ar-SA', 'Product has been added to your cart')).toBe('تمت إضافة المنتج إلى سلتك');
  });
});
