import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from './catalogue.ts';
import { FEATURE_TRANSLATIONS, NOUN_TRANSLATIONS, productTranslations } from './product-words.ts';
import { FEATURES } from './products.ts';

describe("the demo products' words in Spanish and Arabic", () => {
  it('translate every noun of the catalogue (a new or renamed noun needs its translations here)', () => {
    const nouns = CATEGORY_TREE.flatMap((r) => r.children.flatMap((m) => m.children.flatMap((l) => l.nouns)));
    expect(nouns.filter((noun) => !NOUN_TRANSLATIONS[noun])).toEqual([]);
  });

  it('translate every highlight of every department, in the same order', () => {
    expect(Object.keys(FEATURE_TRANSLATIONS).sort()).toEqual(Object.keys(FEATURES).sort());
    for (const [root, list] of Object.entries(FEATURES))
      expect(FEATURE_TRANSLATIONS[root]).toHaveLength(list.length);
  });

  it('name a product "<noun> <brand> <line>" and describe it with its highlights', () => {
    const [es, ar] = productTranslations({
      brand: 'Acme',
      line: 'Classic',
      noun: 'Backpack',
      category: { es: 'Bolsos', ar: 'حقائب' },
      rootSlug: 'fashion',
      features: [3, 0],
    });
    expect(es).toMatchObject({ langCode: 'es-ES', name: 'Mochila Acme Classic' });
    expect(es!.description).toContain('<li>Lavable a máquina a 30 °C</li><li>Tejido transpirable');
    expect(ar).toMatchObject({ langCode: 'ar-SA', name: 'حقيبة ظهر Acme Classic' });
    expect(
      productTranslations({
        brand: null,
        line: 'X',
        noun: 'Unknown thing',
        category: { es: '', ar: '' },
        rootSlug: 'fashion',
        features: [],
      }),
    ).toEqual([]);
  });
});
