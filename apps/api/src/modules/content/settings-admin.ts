import { randomUUID } from 'node:crypto';
import {
  type AdminStoreSettings,
  SETTINGS_MESSAGES as M,
  type SettingsImageKind,
  type StoreSettingsBody,
} from '@shop/contracts/admin/settings';
import type { Database } from '../../db/client.ts';
import type { UploadedFile } from '../../platform/body.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import {
  IMAGE_WIDTHS,
  InvalidImageError,
  imageFormatOf,
  imageUrlForWidth,
  saveImageVariants,
  saveSquareIcon,
} from '../../platform/images.ts';
import { applyStoreSettings, environmentOf } from '../../platform/live-settings.ts';
import { invalidateSettings, readSettings } from '../../platform/settings.ts';
import type { Storage } from '../../platform/storage.ts';
import type { StoreSettings } from '../../platform/store-settings.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import {
  allLanguages,
  anyOrderExists,
  lockSettingRows,
  setOfferedLanguages,
  storedSettings,
  writeSettingRows,
} from './settings-admin-queries.ts';

/**
 * The operator console's store settings (issue 18 §6; the settings decision in docs/decisions.md):
 * name, mode, colour, currency display, languages, order code prefix, contact details (the
 * footer's), logo and favicon. Every change is one transaction with its audit entry; then the
 * settings cache is emptied and the live config follows at once (the route empties the
 * storefront's caches with `changesCatalog`).
 */

export interface SettingsDeps {
  db: Database;
  config: Config;
}

export interface SettingsImageDeps extends SettingsDeps {
  storage: Storage;
}

/** Where the console's uploads live; only files under it are ever deleted here. */
const FOLDER = 'store';
const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

export async function adminSettings(deps: SettingsDeps): Promise<AdminStoreSettings> {
  const [s, langs, hasOrders] = await Promise.all([
    readSettings(deps.db),
    allLanguages(deps.db),
    anyOrderExists(deps.db),
  ]);
  return view(deps.config, s, langs, hasOrders);
}

function view(
  config: Config,
  s: StoreSettings,
  langs: AdminStoreSettings['languages'],
  hasOrders: boolean,
): AdminStoreSettings {
  const env = environmentOf(config);
  return {
    appName: s.appName ?? env.appName,
    appMode: s.appMode,
    effectiveAppMode: s.appMode ?? env.appMode,
    primaryColor: s.primaryColor ?? env.primaryColor,
    currency: {
      code: s.currencyCode ?? env.currency.code,
      symbol: s.currencySymbol ?? env.currency.symbol,
      position: s.currencyPosition ?? env.currency.position,
      decimals: env.currency.decimals,
    },
    hasOrders,
    defaultLanguage: s.defaultLanguage ?? env.defaultLanguage,
    languages: langs,
    orderCodePrefix: s.orderCodePrefix,
    contact: { phone: s.homeFooterCustomerSupport, email: s.homeFooterEmail, address: s.homeFooterAddress },
    logo: s.siteLogo,
    favicon: s.siteFavicon,
    environment: {
      appName: env.appName,
      appMode: env.appMode,
      primaryColor: env.primaryColor,
      defaultLanguage: env.defaultLanguage,
    },
  };
}

/** The setting rows a body changes (only the fields sent). */
function rowsOf(body: StoreSettingsBody): Record<string, unknown> {
  const rows: Record<string, unknown> = {};
  if (body.appName !== undefined) rows.appName = body.appName;
  if (body.appMode !== undefined) rows.appMode = body.appMode;
  if (body.primaryColor !== undefined) rows.primaryColor = body.primaryColor;
  if (body.currency) {
    rows.currencyCode = body.currency.code;
    rows.currencySymbol = body.currency.symbol;
    rows.currencyPosition = body.currency.position;
  }
  if (body.defaultLanguage !== undefined) rows.defaultLanguage = body.defaultLanguage;
  if (body.orderCodePrefix !== undefined) rows.orderCodePrefix = body.orderCodePrefix;
  if (body.contact) {
    rows.homeFooterCustomerSupport = body.contact.phone;
    rows.homeFooterEmail = body.contact.email;
    rows.homeFooterAddress = body.contact.address;
  }
  return rows;
}

/** The fields of the view an audit entry records (not the languages' names). */
function audited(v: AdminStoreSettings) {
  return {
    appName: v.appName,
    appMode: v.appMode,
    primaryColor: v.primaryColor,
    currency: { code: v.currency.code, symbol: v.currency.symbol, position: v.currency.position },
    defaultLanguage: v.defaultLanguage,
    languages: v.languages.filter((l) => l.isActive).map((l) => l.code),
    orderCodePrefix: v.orderCodePrefix,
    contact: v.contact,
  };
}

/** Only the keys whose value changed, before and after. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export async function updateSettings(
  deps: SettingsDeps,
  actor: AuditActor,
  body: StoreSettingsBody,
): Promise<AdminStoreSettings> {
  const rows = rowsOf(body);
  const result = await deps.db.transaction(async (tx) => {
    await lockSettingRows(tx, Object.keys(rows));
    const current = await storedSettings(tx);
    const langs = await allLanguages(tx);
    const hasOrders = await anyOrderExists(tx);
    const before = view(deps.config, current, langs, hasOrders);
    const offered = body.languages ?? langs.filter((l) => l.isActive).map((l) => l.code);
    const known = new Set(langs.map((l) => l.code));
    const errors: Record<string, string[]> = {};
    if (body.languages?.some((code) => !known.has(code))) errors.languages = [M.languageUnknown];
    const defaultLanguage = body.defaultLanguage ?? before.defaultLanguage;
    if (!(offered as readonly string[]).includes(defaultLanguage))
      errors.defaultLanguage = [M.defaultLanguageOff];
    if (body.currency && hasOrders && body.currency.code !== before.currency.code) {
      errors['currency.code'] = [M.currencyCodeLocked];
    }
    if (Object.keys(errors).length > 0) {
      throw new AppError(422, Object.values(errors)[0]![0]!, errors);
    }
    await writeSettingRows(tx, rows);
    if (body.languages) await setOfferedLanguages(tx, body.languages);
    const after = view(
      deps.config,
      { ...current, ...(rows as Partial<StoreSettings>) },
      langs.map((l) => ({
        ...l,
        isActive: body.languages ? (body.languages as readonly string[]).includes(l.code) : l.isActive,
      })),
      hasOrders,
    );
    const change = changedFields(audited(before), audited(after));
    if (Object.keys(change.after).length > 0) {
      await recordAudit(tx, actor, {
        action: 'settings.update',
        subject: { type: 'settings', id: null, label: after.appName },
        ...change,
      });
    }
    return after;
  });
  invalidateSettings(deps.db);
  applyStoreSettings(deps.config, await readSettings(deps.db));
  return result;
}

/** The one uploaded `image` of a multipart body, checked by its content (422 otherwise). */
async function uploadedImage(uploads: readonly UploadedFile[]): Promise<Buffer> {
  const files = uploads.filter((f) => f.field === 'image');
  if (files.length !== 1) throw new AppError(422, M.imageRequired, { image: [M.imageRequired] });
  const file = files[0]!;
  if (file.buffer.length > IMAGE_MAX_BYTES) throw new AppError(422, M.badImage, { image: [M.badImage] });
  const format = await imageFormatOf(file.buffer);
  if (!format || !FORMATS.has(format)) throw new AppError(422, M.badImage, { image: [M.badImage] });
  return file.buffer;
}

const KEY_OF: Record<SettingsImageKind, 'siteLogo' | 'siteFavicon'> = {
  logo: 'siteLogo',
  favicon: 'siteFavicon',
};

/** The storage keys of a stored URL when it is one of the console's own uploads, else none. */
function ownKeys(url: string): string[] {
  const key = /^\/uploads\/(.+)$/.exec(url)?.[1];
  if (!key?.startsWith(`${FOLDER}/`) || key.includes('..')) return [];
  if (key.endsWith('.png')) return [key];
  return IMAGE_WIDTHS.map((w) => /^\/uploads\/(.+)$/.exec(imageUrlForWidth(url, w))?.[1] ?? key);
}

/** Replaces the logo (resized WebP widths) or the favicon (a 192 px square PNG). */
export async function replaceSettingsImage(
  deps: SettingsImageDeps,
  actor: AuditActor,
  kind: SettingsImageKind,
  uploads: readonly UploadedFile[],
): Promise<AdminStoreSettings> {
  const content = await uploadedImage(uploads);
  const base = `${FOLDER}/${kind}-${randomUUID()}`;
  let url: string;
  try {
    url =
      kind === 'favicon'
        ? await saveSquareIcon(deps.storage, `${base}.png`, content)
        : await saveImageVariants(deps.storage, base, content);
  } catch (error) {
    if (error instanceof InvalidImageError) throw new AppError(422, M.badImage, { image: [M.badImage] });
    throw error;
  }
  return setImage(deps, actor, kind, url);
}

/** Removes the logo or favicon (the storefront falls back to its own). */
export function removeSettingsImage(
  deps: SettingsImageDeps,
  actor: AuditActor,
  kind: SettingsImageKind,
): Promise<AdminStoreSettings> {
  return setImage(deps, actor, kind, '');
}

async function setImage(
  deps: SettingsImageDeps,
  actor: AuditActor,
  kind: SettingsImageKind,
  url: string,
): Promise<AdminStoreSettings> {
  const key = KEY_OF[kind];
  const previous = await deps.db.transaction(async (tx) => {
    await lockSettingRows(tx, [key]);
    const current = await storedSettings(tx);
    await writeSettingRows(tx, { [key]: url });
    await recordAudit(tx, actor, {
      action: `settings.${kind}`,
      subject: { type: 'settings', id: null, label: kind },
      before: { [kind]: current[key] },
      after: { [kind]: url },
    });
    return current[key];
  });
  invalidateSettings(deps.db);
  await Promise.all(ownKeys(previous).map((k) => deps.storage.delete(k).catch(() => undefined)));
  return adminSettings(deps);
}
