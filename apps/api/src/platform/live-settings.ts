import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.ts';
import { invalidateSettings, onSettingsLoaded, readSettings } from './settings.ts';
import type { StoreSettings } from './store-settings.ts';

/**
 * Store settings the operator console sets over the environment (the settings decision in
 * docs/decisions.md): the store name (APP_NAME), the app mode (APP_MODE), the primary colour
 * (PRIMARY_COLOR), the currency's code, symbol and position (CURRENCY_*; never the decimals) and
 * the default language (DEFAULT_LANGUAGE). A stored null means "as the environment says", so a
 * shop that never opened the settings screen runs exactly as its variables say.
 *
 * The rest of the server reads these from `app.config` at request time; this plugin keeps those
 * fields equal to "setting, else environment" by applying the stored settings whenever they are
 * read fresh (`readSettings`' 5-second cache, so another instance follows within that time as for
 * every other setting, or at once with Redis: catalog-changes.ts empties the cache), and at once
 * after a write here (`applyStoreSettings` from the settings service).
 */

type Writable<T> = { -readonly [K in keyof T]: T[K] };

type Overridable = Pick<Config, 'appName' | 'appMode' | 'primaryColor' | 'defaultLanguage' | 'currency'>;

/** What the environment said, kept the first time a config is overlaid. */
const environments = new WeakMap<Config, Overridable>();

export function environmentOf(config: Config): Overridable {
  let env = environments.get(config);
  if (!env) {
    env = {
      appName: config.appName,
      appMode: config.appMode,
      primaryColor: config.primaryColor,
      defaultLanguage: config.defaultLanguage,
      currency: { ...config.currency },
    };
    environments.set(config, env);
  }
  return env;
}

const applied = new WeakMap<Config, StoreSettings>();

/** Makes `config` say "setting, else environment" for the overridable fields. */
export function applyStoreSettings(config: Config, settings: StoreSettings): void {
  if (applied.get(config) === settings) return;
  const env = environmentOf(config);
  const live = config as Writable<Config>;
  live.appName = settings.appName ?? env.appName;
  live.appMode = settings.appMode ?? env.appMode;
  live.primaryColor = settings.primaryColor ?? env.primaryColor;
  live.defaultLanguage = settings.defaultLanguage ?? env.defaultLanguage;
  live.currency = {
    code: settings.currencyCode ?? env.currency.code,
    symbol: settings.currencySymbol ?? env.currency.symbol,
    position: settings.currencyPosition ?? env.currency.position,
    decimals: env.currency.decimals,
  };
  applied.set(config, settings);
}

/**
 * Keeps `app.config` following the stored settings: applied at start and each time the settings
 * are read fresh (every 5 seconds at most, by whatever reads them first: the page configuration
 * on every storefront page), and after a write here or a change announced by another instance.
 */
export const liveSettingsPlugin = fp(
  async (app: FastifyInstance) => {
    environmentOf(app.config);
    onSettingsLoaded(app.db, (settings) => applyStoreSettings(app.config, settings));
    app.addHook('onReady', async () => {
      try {
        await readSettings(app.db);
      } catch {
        // no database (yet): the environment stays in force until the settings are read
      }
      // what was read before the first request is not kept: rows written meanwhile count
      invalidateSettings(app.db);
    });
  },
  { name: 'live-settings' },
);
