import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // flag-icons has ~500 small SVGs: inlined they would bloat the stylesheet by ~400 kB,
    // as files the browser fetches only the few flags a page shows.
    assetsInlineLimit: (file) => (file.includes('flag-icons') ? false : undefined),
  },
});
