import { LANGUAGE_COOKIE } from '@shop/contracts/constants';
import { localizedPath } from '@shop/contracts/language-path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguageCode, type LanguageCode } from '../../platform/language.ts';
import { type MessageKey, translate, translateText } from '../../platform/messages.ts';

/** Server-rendered pages of the payment flow: small, translated, no script. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page language: the storefront's `lang` cookie, else the request's Accept-Language. */
export function pageLanguage(request: FastifyRequest): LanguageCode {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  return cookie && isLanguageCode(cookie) ? cookie : request.lang;
}

/**
 * A storefront address in the shopper's language, for the redirects back from the payment pages:
 * under the prefix of the language the `lang` cookie remembers (the storefront's pages keep it,
 * decision 114 "The language in the address"), none for the default language.
 */
export function storefrontPath(request: FastifyRequest, defaultLanguage: string, path: string): string {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  return cookie && isLanguageCode(cookie) ? localizedPath(path, cookie, defaultLanguage) : path;
}

export function renderPage(
  reply: FastifyReply,
  lang: LanguageCode,
  title: string,
  body: string,
  status = 200,
): FastifyReply {
  const dir = lang === 'ar-SA' ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1d2433;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:32px;width:min(420px,92vw)}
h1{font-size:1.35rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 16px}
dt{color:#5b6475}dd{margin:0;font-weight:600}
p.note{color:#5b6475;font-size:.9rem}
.actions{display:flex;gap:12px;margin-top:24px}
button,a.button{flex:1;font:inherit;font-weight:600;padding:12px 16px;border-radius:8px;border:1px solid #005bff;cursor:pointer;text-align:center;text-decoration:none}
button.pay{background:#005bff;color:#fff}button.cancel,a.button{background:#fff;color:#005bff}
button:focus-visible,a.button:focus-visible{outline:3px solid #99bdff;outline-offset:2px}
form{flex:1;display:flex}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export function invalidLinkPage(reply: FastifyReply, lang: LanguageCode): FastifyReply {
  return refusalPage(reply, lang, 'This payment link is not valid or has expired.', 403);
}

/** A payment that cannot go ahead: the reason, translated, and the way back to the cart. */
export function refusalPage(
  reply: FastifyReply,
  lang: LanguageCode,
  message: string,
  status: 403 | 409,
): FastifyReply {
  const t = (s: MessageKey) => escapeHtml(translate(lang, s));
  return renderPage(
    reply,
    lang,
    translate(lang, 'Payment'),
    `<h1>${t('Payment')}</h1><p>${escapeHtml(translateText(lang, message))}</p>
<div class="actions"><a class="button" href="/cart">${t('Go To Cart')}</a></div>`,
    status,
  );
}
