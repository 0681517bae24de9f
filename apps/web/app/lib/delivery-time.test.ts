import { describe, expect, it } from 'vitest';
import ar from '../../public/resources/lang/ar-SA.json';
import en from '../../public/resources/lang/en-US.json';
import es from '../../public/resources/lang/es-ES.json';
import { deliveryTimeText } from './delivery-time.ts';
import { createTranslator } from './translator.ts';

const bundles = { 'en-US': en, 'es-ES': es, 'ar-SA': ar };
const t = (language: string) => createTranslator(language, bundles).t;

describe('deliveryTimeText', () => {
  it('writes the usual delivery times in the page language', () => {
    expect(deliveryTimeText(t('en-US'), '24 hours')).toBe('24 hours');
    expect(deliveryTimeText(t('es-ES'), '24 hours')).toBe('24 horas');
    expect(deliveryTimeText(t('ar-SA'), '24 hours')).toBe('24 ساعة');
    expect(deliveryTimeText(t('es-ES'), '1-2 days')).toBe('1-2 días');
    expect(deliveryTimeText(t('ar-SA'), '3-5 days')).toBe('3-5 أيام');
    expect(deliveryTimeText(t('es-ES'), '1 day')).toBe('1 día');
  });

  it('shows any other text as the seller wrote it', () => {
    expect(deliveryTimeText(t('es-ES'), 'Next business day')).toBe('Next business day');
  });
});
