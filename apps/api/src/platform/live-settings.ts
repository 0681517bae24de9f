import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StoreSettings } from '../modules/content/store-settings.ts';
import type { Config } from './config.ts';
import { readSettings } from './settings.ts';

/**
 * Store settings the operator console sets over the environment (the settings decision in
 * docs/decisions.md): the store name (APP_NAME), the app mode (APP_MODE), the primary colour
 * (PRIMARY_COLOR), the currency's code, symbol and position (CURRENCY_*; never the decimals) and
 * the default language (DEFAULT_LANGUAGE). A stored null means "as the environment says", so a
 * shop that never opened the settings screen runs exactly as its variables say.
 *
 * The rest of the server reads these from `app.config` at request time; this plugin keeps those
 * fields equal to "setting, else environment" by applying the stored settings at start and on
 * every request (through `readSettings`' 5-second cache, so another instance's change shows
 * within that time, as for every other setting), and at once after a write here
 * (`applyStoreSettings` from the settings service).
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

/** Applies the stored settings at start and before every request (cached reads). */
export const liveSettingsPlugin = fp(
  async (app: FastifyInstance) => {
    environmentOf(app.config);
    const refresh = async () => {
      try {
        applyStoreSettings(app.config, await readSettings(app.db));
      } catch {
        // the database is not there (yet): keep what is in force; the request itself will say so
      }
    };
    app.addHook('onReady', refresh);
    app.addHook('onRequest', refresh);
  },
  { name: 'live-settings' },
);
