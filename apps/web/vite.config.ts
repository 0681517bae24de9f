import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { flags } from './flags.ts';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), flags(), precompress()],
  build: {
    // WEB_SOURCEMAP=1 adds source maps, to see what a chunk is made of.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
  },
});
