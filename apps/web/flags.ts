import { createReadStream, existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the 4:3 flag SVGs of `flag-icons` are, and the URL prefix they are served under. */
const FLAGS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags/4x3',
);
export const FLAGS_URL = '/flags/4x3/';

/**
 * Serves the flag-icons SVGs as plain files at `/flags/4x3/{code}.svg` (copied into the browser
 * build; served by the dev server) so a flag is an `<img>` (ui/flag.tsx). Importing flag-icons'
 * stylesheet instead put 270 flag rules (~8 kB gzipped) into the CSS every page waits for, to
 * show the two or three flags of the language menu.
 */
export function flags(): Plugin {
  return {
    name: 'shop:flags',
    configureServer(server) {
      server.middlewares.use(FLAGS_URL, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        const file = path.join(FLAGS_DIR, name);
        if (!/^[a-z0-9-]+\.svg$/.test(name) || !existsSync(file)) return next();
        res.setHeader('content-type', 'image/svg+xml');
        createReadStream(file).pipe(res);
      });
    },
    // In writeBundle, so the files are there before closeBundle pre-compresses the build.
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      await cp(FLAGS_DIR, path.join(options.dir, FLAGS_URL), { recursive: true });
    },
  };
}
