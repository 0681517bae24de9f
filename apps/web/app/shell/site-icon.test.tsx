import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteIcon } from './site-icon.tsx';

const icons = (html: string) => html.match(/<link rel="icon"[^>]*>/g) ?? [];

describe('SiteIcon', () => {
  it('links the operator’s icon alone, not the built-in one beside it', () => {
    const html = renderToString(<SiteIcon favicon="/uploads/brand/favicon-192.png" />);
    expect(icons(html)).toEqual([
      '<link rel="icon" href="/uploads/brand/favicon-192.png" type="image/png"/>',
    ]);
  });

  it('links the built-in icon when the shop has none', () => {
    for (const favicon of [null, undefined, '']) {
      expect(icons(renderToString(<SiteIcon favicon={favicon} />))).toEqual([
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
      ]);
    }
  });
});
