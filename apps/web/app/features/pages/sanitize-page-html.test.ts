import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './sanitize-page-html.server.ts';

describe('sanitizePageHtml', () => {
  it('keeps headings, paragraphs, lists, links and images', () => {
    const html =
      '<h2>Returns</h2><p>Read <a href="https://example.com/x">this</a>.</p><ul><li>One</li></ul><img src="/uploads/a-400.webp" alt="A">';
    const clean = sanitizePageHtml(html);
    expect(clean).toContain('<h2>Returns</h2>');
    expect(clean).toContain('<a href="https://example.com/x">this</a>');
    expect(clean).toContain('<li>One</li>');
    expect(clean).toContain('<img loading="lazy" src="/uploads/a-400.webp" alt="A" />');
  });

  it('strips scripts, event handlers and javascript: links', () => {
    const clean = sanitizePageHtml(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('protects the opener of links to a new tab', () => {
    expect(sanitizePageHtml('<a href="https://x.test" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
