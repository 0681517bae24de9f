import sanitizeHtml from 'sanitize-html';

/**
 * The HTML rich text may keep: a seller's product description (issue 17 §2) and an operator's CMS
 * page (issue 18 §4), both written with the consoles' editor (console/common/rich-text-editor.tsx).
 * What that editor writes
 * (paragraphs, headings, bold/italic/underline/strike, lists, quotes, code, rules, links) and
 * nothing that runs or loads: no scripts, styles, event handlers, images, frames or forms. Links
 * keep only http(s) and mailto addresses and always open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // target and rel are set by the transform below (whatever the input said)
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** The rich text with every tag and attribute outside the allow-list removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
