import { describe, expect, it } from 'vitest';
import arSA from '../../../public/resources/lang/ar-SA.json' with { type: 'json' };
import enUS from '../../../public/resources/lang/en-US.json' with { type: 'json' };
import esES from '../../../public/resources/lang/es-ES.json' with { type: 'json' };
import { createTranslator } from '../../lib/translator.ts';
import { customerForText } from './dashboard-view.tsx';

describe('customerForText (the dashboard, issue 19 §4)', () => {
  it('says how long in words and plural forms, never "Over 01 Years"', () => {
    const { t } = createTranslator('en-US', { 'en-US': enUS });
    expect(customerForText({ count: '01', unit: 'Years' }, t)).toBe('Customer for 1 year');
    expect(customerForText({ count: '02', unit: 'Years' }, t)).toBe('Customer for 2 years');
    expect(customerForText({ count: '11', unit: 'Months' }, t)).toBe('Customer for 11 months');
    expect(customerForText({ count: '01', unit: 'Days' }, t)).toBe('Customer for 1 day');
    expect(customerForText({ count: '00', unit: 'Days' }, t)).toBe('Customer since today');
  });

  it('in Spanish and Arabic', () => {
    const es = createTranslator('es-ES', { 'es-ES': esES, 'en-US': enUS }).t;
    expect(customerForText({ count: '03', unit: 'Months' }, es)).toBe('Cliente desde hace 3 meses');
    const ar = createTranslator('ar-SA', { 'ar-SA': arSA, 'en-US': enUS }).t;
    expect(customerForText({ count: '02', unit: 'Years' }, ar)).toBe('عميل منذ سنتين');
  });
});
