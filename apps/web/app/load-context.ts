/**
 * What the server passes to every loader (apps/api/src/server.ts mounts the build with
 * `getLoadContext: () => ({ apiBaseUrl })`): the API's address as seen from the server itself.
 */
declare module 'react-router' {
  interface AppLoadContext {
    /** e.g. `http://127.0.0.1:3000/api/v1` */
    apiBaseUrl?: string;
  }
}

export {};
