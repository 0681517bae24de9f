import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a product description may keep (issue 17 §2): what the seller center's editor writes
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

/** The description with every tag and attribute outside the allow-list removed. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
