/**
 * What the server passes to every loader (apps/api/src/platform/web.ts renders with
 * `{ apiBaseUrl, apiHeaders, defaultLanguage }`): the API's address as seen from the server
 * itself, and headers to add to the loaders' API calls (the server's proof that a call is its own,
 * which the API's rate limit does not count: the visitor's page request was counted), and the
 * language of unprefixed pages.
 */
declare module 'react-router' {
  interface AppLoadContext {
    /** e.g. `http://127.0.0.1:3000/api/v1` */
    apiBaseUrl?: string;
    /** headers for server-side API calls; never sent to the browser */
    apiHeaders?: Record<string, string>;
    /** the shop's default language: the language of the pages without a language prefix */
    defaultLanguage?: string;
  }
}

export {};
