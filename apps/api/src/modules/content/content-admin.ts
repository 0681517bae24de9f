import {
  type AdminPage,
  type AdminPagesQuery,
  type AdminPagesResult,
  CONTENT_TRANSLATION_LANGS,
  type FooterBody,
  CONTENT_MESSAGES as M,
  PAGE_TRANSLATION_LANGS,
  type PageBody,
  type PageTranslationInput,
  SOCIAL_LINKS,
  type SocialLink,
  type SubscribersExportQuery,
  type SubscribersQuery,
  type SubscribersResult,
} from '@shop/contracts/admin/content';
import { buildMeta } from '@shop/contracts/envelope';
import Papa from 'papaparse';
import type { Database } from '../../db/client.ts';
import { postgresError, SQLSTATE } from '../../db/errors.ts';
import type { Page } from '../../db/schema/index.ts';
import { NotFound, ValidationFailed } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { StoreSettingKey, StoreSettings } from '../../platform/store-settings.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import {
  allSubscribers,
  insertPage,
  type PageTranslationFields,
  pageById,
  pagesPage,
  pageTranslationsOf,
  replacePageTranslations,
  slugTaken,
  subscribersPage,
  updatePage,
} from './content-admin-queries.ts';
import { type TextFields, textTranslations, withTextTranslations } from './localized-settings.ts';
import { changeSettings } from './settings-change.ts';
import { storedSettings } from './settings-queries.ts';

/**
 * The operator's CMS pages, footer and newsletter list (issue 18 §4). Page content is rich text
 * from the console's editor, sanitised here by the one rule of the shop (platform/rich-text.ts)
 * before it is stored, so the storefront's /pages/:slug serves only what that rule keeps.
 */

function seconds(value: Date): number {
  return Math.floor(value.getTime() / 1000);
}

// Pages -------------------------------------------------------------------------------------------

export async function listPages(db: Database, query: AdminPagesQuery): Promise<AdminPagesResult> {
  const { rows, total } = await pagesPage(db, query.search ?? null, query.page, query.limit);
  return {
    data: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      type: r.type,
      isActive: r.is_active,
      updatedAt: seconds(r.updated_at),
    })),
    meta: buildMeta(query.page, query.limit, total),
  };
}

const emptyTranslation: PageTranslationInput = { title: '', content: '', metaTitle: '', metaDescription: '' };

function toAdminPage(page: Page, translations: Awaited<ReturnType<typeof pageTranslationsOf>>): AdminPage {
  const of = (lang: string): PageTranslationInput => {
    const t = translations.find((row) => row.langCode === lang);
    return t
      ? {
          title: t.title ?? '',
          content: t.content ?? '',
          metaTitle: t.metaTitle ?? '',
          metaDescription: t.metaDescription ?? '',
        }
      : emptyTranslation;
  };
  return {
    id: page.id,
    type: page.type,
    title: page.title,
    slug: page.slug,
    content: page.content,
    metaTitle: page.metaTitle ?? '',
    metaDescription: page.metaDescription ?? '',
    metaKeywords: page.metaKeywords ?? '',
    isActive: page.isActive,
    updatedAt: seconds(page.updatedAt),
    translations: { 'es-ES': of('es-ES'), 'ar-SA': of('ar-SA') },
  };
}

export async function loadPage(db: Database, id: number): Promise<AdminPage> {
  const page = await pageById(db, id);
  if (!page) throw new NotFound(M.pageNotFound);
  return toAdminPage(page, await pageTranslationsOf(db, id));
}

/** The body as stored: rich text sanitised, empty optional text as null. */
function pageFields(body: PageBody) {
  return {
    title: body.title,
    slug: body.slug,
    content: sanitizeRichText(body.content),
    metaTitle: body.metaTitle || null,
    metaDescription: body.metaDescription || null,
    metaKeywords: body.metaKeywords || null,
    isActive: body.isActive,
  };
}

function translationRows(body: PageBody): PageTranslationFields[] {
  return PAGE_TRANSLATION_LANGS.flatMap((langCode) => {
    const t = body.translations[langCode];
    const content = sanitizeRichText(t.content);
    if (!t.title && !content && !t.metaTitle && !t.metaDescription) return [];
    return [
      {
        langCode,
        title: t.title || null,
        content: content || null,
        metaTitle: t.metaTitle || null,
        metaDescription: t.metaDescription || null,
      },
    ];
  });
}

/** A slug another page has is a 422 on `slug` (also when two saves race: the unique index). */
async function withSlugCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (postgresError(error)?.code === SQLSTATE.uniqueViolation)
      throw new ValidationFailed({ slug: [M.slugTaken] });
    throw error;
  }
}

export async function createPage(db: Database, actor: AuditActor, body: PageBody): Promise<AdminPage> {
  const id = await withSlugCheck(() =>
    db.transaction(async (tx) => {
      if (await slugTaken(tx, body.slug, null)) throw new ValidationFailed({ slug: [M.slugTaken] });
      const id = await insertPage(tx, { ...pageFields(body), type: 'custom' });
      await replacePageTranslations(tx, id, PAGE_TRANSLATION_LANGS, translationRows(body));
      const page = await pageById(tx, id);
      await recordAudit(tx, actor, {
        action: 'page.create',
        subject: { type: 'page', id, label: body.title },
        before: null,
        after: toAdminPage(page!, await pageTranslationsOf(tx, id)),
      });
      return id;
    }),
  );
  return loadPage(db, id);
}

export async function savePage(
  db: Database,
  actor: AuditActor,
  id: number,
  body: PageBody,
): Promise<AdminPage> {
  await withSlugCheck(() =>
    db.transaction(async (tx) => {
      const page = await pageById(tx, id, true);
      if (!page) throw new NotFound(M.pageNotFound);
      if (await slugTaken(tx, body.slug, id)) throw new ValidationFailed({ slug: [M.slugTaken] });
      const before = toAdminPage(page, await pageTranslationsOf(tx, id));
      await updatePage(tx, id, pageFields(body));
      await replacePageTranslations(tx, id, PAGE_TRANSLATION_LANGS, translationRows(body));
      const after = toAdminPage((await pageById(tx, id))!, await pageTranslationsOf(tx, id));
      await recordAudit(tx, actor, {
        action: 'page.update',
        subject: { type: 'page', id, label: body.title },
        before,
        after,
      });
    }),
  );
  return loadPage(db, id);
}

// Footer ------------------------------------------------------------------------------------------

const SOCIAL_KEYS: Record<SocialLink, { show: StoreSettingKey; url: StoreSettingKey }> = {
  facebook: { show: 'showFacebookLink', url: 'homeFooterFacebookLink' },
  twitter: { show: 'showTwitterLink', url: 'homeFooterTwitterLink' },
  instagram: { show: 'showInstagramLink', url: 'homeFooterInstagramLink' },
  youtube: { show: 'showYoutubeLink', url: 'homeFooterYoutubeLink' },
  linkedIn: { show: 'showLinkedInLink', url: 'homeFooterLinkedInLink' },
  playStore: { show: 'showPlayStoreLink', url: 'homeFooterPlayStoreLink' },
  appStore: { show: 'showAppStoreLink', url: 'homeFooterAppStoreLink' },
};

const FOOTER_KEYS: StoreSettingKey[] = [
  'homeFooterCustomerSupport',
  'homeFooterAddress',
  'homeFooterEmail',
  'homeFooterCopyrightText',
  'homeFooterQuickLinks',
  'homeTextTranslations',
  ...Object.values(SOCIAL_KEYS).flatMap((k) => [k.show, k.url]),
];

/** The footer's texts with per-language values (kept in `homeTextTranslations`, like the home's). */
const FOOTER_TEXT_FIELDS = { copyrightText: 'homeFooterCopyrightText' } as const satisfies TextFields<string>;

function footerOf(s: StoreSettings): FooterBody {
  const social = Object.fromEntries(
    SOCIAL_LINKS.map((name) => [
      name,
      { show: s[SOCIAL_KEYS[name].show] === '1', url: String(s[SOCIAL_KEYS[name].url]) },
    ]),
  ) as FooterBody['social'];
  return {
    customerSupport: s.homeFooterCustomerSupport,
    address: s.homeFooterAddress,
    email: s.homeFooterEmail,
    copyrightText: s.homeFooterCopyrightText,
    translations: textTranslations(s, FOOTER_TEXT_FIELDS),
    social,
    quickLinks: s.homeFooterQuickLinks.map((l) => ({
      title: l.title,
      url: l.url,
      translations: {
        'es-ES': { title: l.translations['es-ES']?.title ?? '' },
        'ar-SA': { title: l.translations['ar-SA']?.title ?? '' },
      },
    })),
  };
}

export async function loadFooter(db: Database): Promise<FooterBody> {
  return footerOf(await storedSettings(db));
}

type StoredQuickLink = StoreSettings['homeFooterQuickLinks'][number];

/** A saved quick link as stored: a blank translated title is left out (the base title shows). */
function storedQuickLink(link: FooterBody['quickLinks'][number]): StoredQuickLink {
  const translations: StoredQuickLink['translations'] = {};
  for (const lang of CONTENT_TRANSLATION_LANGS) {
    const title = link.translations[lang].title;
    if (title !== '') translations[lang] = { title };
  }
  return { title: link.title, url: link.url, translations };
}

export async function saveFooter(db: Database, actor: AuditActor, body: FooterBody): Promise<FooterBody> {
  const values: Record<string, unknown> = {
    homeFooterCustomerSupport: body.customerSupport,
    homeFooterAddress: body.address,
    homeFooterEmail: body.email,
    homeFooterCopyrightText: body.copyrightText,
    homeFooterQuickLinks: body.quickLinks.map(storedQuickLink),
  };
  for (const name of SOCIAL_LINKS) {
    values[SOCIAL_KEYS[name].show] = body.social[name].show ? '1' : '0';
    values[SOCIAL_KEYS[name].url] = body.social[name].url;
  }
  await changeSettings(db, actor, {
    keys: FOOTER_KEYS,
    audit: { action: 'footer.update', subject: { type: 'footer', id: 'footer', label: 'Footer' } },
    apply: (s) => ({
      values: {
        ...values,
        homeTextTranslations: withTextTranslations(s, FOOTER_TEXT_FIELDS, body.translations),
      } as Partial<StoreSettings>,
      before: footerOf(s),
      after: body,
      result: undefined,
    }),
  });
  return loadFooter(db);
}

// Newsletter --------------------------------------------------------------------------------------

export async function listSubscribers(db: Database, query: SubscribersQuery): Promise<SubscribersResult> {
  const { rows, total } = await subscribersPage(db, query.search ?? null, query.page, query.limit);
  return {
    data: rows.map((r) => ({ id: r.id, email: r.email, createdAt: seconds(r.created_at) })),
    meta: buildMeta(query.page, query.limit, total),
  };
}

/**
 * The subscribers matching the search as CSV (email, subscribed at in ISO time), newest first.
 * UTF-8 with a byte order mark; a cell that starts like a formula gets a leading ' (papaparse
 * `escapeFormulae`), as the seller center's product export.
 */
export async function exportSubscribersCsv(db: Database, query: SubscribersExportQuery): Promise<string> {
  const rows = await allSubscribers(db, query.search ?? null);
  const csv = Papa.unparse(
    {
      fields: ['email', 'subscribed_at'],
      data: rows.map((r) => [r.email, r.created_at.toISOString()]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `\uFEFF${csv}\r\n`;
}
