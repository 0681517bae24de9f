import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the 4:3 flag SVGs of `flag-icons` are, and the URL prefix their pictures are served under. */
const FLAGS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags/4x3',
);
export const FLAGS_URL = '/flags/4x3/';

/** A flag is shown 16×12 CSS pixels; drawn at three times that for sharp screens. */
const WIDTH = 48;
const HEIGHT = 36;

/** One flag-icons SVG drawn as a small palette PNG. */
async function flagPng(svgFile: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(await readFile(svgFile))
    .resize(WIDTH, HEIGHT)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * Serves the flags of `flag-icons` as small PNGs at `/flags/4x3/{code}.png` (drawn into the
 * browser build; drawn on request by the dev server), so a flag is an `<img>` (ui/flag.tsx).
 * Importing flag-icons' stylesheet put 270 flag rules (~8 kB gzipped) into the CSS every page
 * waits for; serving the SVGs themselves made the browser build an SVG document for the header's
 * flag and paint it on every page (Spain's is 80 KB, the United States' draws fifty markers):
 * ~7 ms of the main thread around the first paint, where a 48×36 PNG decodes off it (decision 46).
 */
export function flags(): Plugin {
  return {
    name: 'shop:flags',
    configureServer(server) {
      server.middlewares.use(FLAGS_URL, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        const svg = path.join(FLAGS_DIR, name.replace(/\.png$/, '.svg'));
        if (!/^[a-z0-9-]+\.png$/.test(name) || !existsSync(svg)) return next();
        flagPng(svg).then((png) => {
          res.setHeader('content-type', 'image/png');
          res.end(png);
        }, next);
      });
    },
    // In writeBundle, so the files are there before closeBundle pre-compresses the build.
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const out = path.join(options.dir, FLAGS_URL);
      await mkdir(out, { recursive: true });
      const svgs = readdirSync(FLAGS_DIR).filter((file) => file.endsWith('.svg'));
      await Promise.all(
        svgs.map(async (file) =>
          writeFile(
            path.join(out, file.replace(/\.svg$/, '.png')),
            await flagPng(path.join(FLAGS_DIR, file)),
          ),
        ),
      );
    },
  };
}
