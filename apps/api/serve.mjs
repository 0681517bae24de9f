/**
 * `npm run serve`: the production server from its bundle (apps/api/build, made by `npm run
 * build`; decision 162), with a plain message when it has not been built.
 */
import { existsSync } from 'node:fs';

const bundle = new URL('./build/server.js', import.meta.url);
if (!existsSync(bundle)) {
  console.error(
    'The server has not been built: run `npm run build` first (`npm start` builds, then serves).',
  );
  process.exit(1);
}
const { main } = await import(bundle.href);
await main();
