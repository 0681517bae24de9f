import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';
import { translate } from './messages.ts';

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

  it('keeps an unknown message in English and leaves unknown placeholders alone', () => {
    expect(translate('es-ES', 'Something new')).toBe('Something new');
    expect(translate('es-ES', 'Hello {name}')).toBe('Hello {name}');
  });
});
