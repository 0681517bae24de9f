import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { flags } from './flags.ts';
import { precompress } from './precompress.ts';
import { stacklessErrors } from './stackless-errors.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), flags(), precompress(), stacklessErrors()],
  build: {
    // WEB_SOURCEMAP=1 adds source maps, to see what a chunk is made of.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // The shell (root layout, header, footer, session, API client) and everything it
              // imports in one file: every page needs all of it, and as ~40 small files each
              // request cost more in headers (~1 kB) than many of them weigh.
              groups: [
                { name: 'shell', tags: ['$initial'], test: /apps[\\/]web[\\/]app[\\/](lib|shell)[\\/]/ },
                // The small parts most pages show (buttons, images, ratings, product cards, pagination),
                // but not the carousel, the slider or the Radix frames, which only some pages need.
                {
                  name: 'ui',
                  tags: ['$initial'],
                  test: /apps[\\/]web[\\/]app[\\/](ui[\\/](?!carousel|price-range-slider|drawer|popup-frame|dropdown-menu-frame)|features[\\/](catalog[\\/](product-|use-quick-add)|wishlist[\\/]))/,
                },
              ],
            },
          },
        },
  },
}));
