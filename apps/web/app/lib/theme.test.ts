import { describe, expect, it } from 'vitest';
import { contrastText, primaryShades, themeCss } from './theme.ts';

describe('theme', () => {
  it('keeps the configured colour as shade 500 and derives lighter and darker shades', () => {
    const shades = primaryShades('#005bff');
    expect(shades['500']).toBe('#005bff');
    expect(shades['50']).toBe('#ebf2ff');
    expect(shades['900']).toBe('#002466');
  });

  it('falls back to the default colour for anything that is not a hex colour', () => {
    expect(primaryShades('red;}</style><script>')['500']).toBe('#005bff');
    expect(themeCss('</style>')).not.toContain('<');
  });

  it('picks dark text on light colours and white on dark ones', () => {
    expect(contrastText('#005bff')).toBe('#ffffff');
    expect(contrastText('#ffd60a')).toBe('#111827');
  });
});
