import { describe, expect, it } from 'vitest';
import { isConsolePath, localizedPath, splitLanguagePath, switchLanguagePath } from './language-path.ts';

describe('the language in the address', () => {
  it('splits a shipped language prefix off a path, query kept', () => {
    expect(splitLanguagePath('/es-ES/products/tee?color=red')).toEqual({
      language: 'es-ES',
      rest: '/products/tee?color=red',
    });
    expect(splitLanguagePath('/ar-SA')).toEqual({ language: 'ar-SA', rest: '/' });
    expect(splitLanguagePath('/ar-SA?x=1')).toEqual({ language: 'ar-SA', rest: '/?x=1' });
    expect(splitLanguagePath('/es-ES/')).toEqual({ language: 'es-ES', rest: '/' });
    for (const path of ['/products/es-ES', '/es-es/products', '/fr-FR/products', '/', '/es-ESx']) {
      expect(splitLanguagePath(path)).toEqual({ language: null, rest: path });
    }
  });

  it('prefixes every language but the default', () => {
    expect(localizedPath('/products?page=2', 'es-ES', 'en-US')).toBe('/es-ES/products?page=2');
    expect(localizedPath('/', 'ar-SA', 'en-US')).toBe('/ar-SA');
    expect(localizedPath('/?q=1', 'ar-SA', 'en-US')).toBe('/ar-SA?q=1');
    expect(localizedPath('/products', 'en-US', 'en-US')).toBe('/products');
    expect(localizedPath('/products', 'en-US', 'es-ES')).toBe('/en-US/products');
  });

  it('moves to the same page and query in another language', () => {
    expect(switchLanguagePath('/products/tee?size=S#reviews', 'es-ES', 'en-US')).toBe(
      '/es-ES/products/tee?size=S#reviews',
    );
    expect(switchLanguagePath('/es-ES/products/tee?size=S', 'ar-SA', 'en-US')).toBe(
      '/ar-SA/products/tee?size=S',
    );
    expect(switchLanguagePath('/es-ES/products/tee', 'en-US', 'en-US')).toBe('/products/tee');
    expect(switchLanguagePath('/es-ES', 'en-US', 'en-US')).toBe('/');
  });

  it('knows the consoles, which have no prefix', () => {
    for (const path of ['/admin', '/admin/shops/3', '/login', '/seller', '/seller/products?page=2']) {
      expect(isConsolePath(path), path).toBe(true);
    }
    for (const path of ['/seller/signup', '/seller/signup/success', '/', '/products', '/administrators']) {
      expect(isConsolePath(path), path).toBe(false);
    }
  });
});
