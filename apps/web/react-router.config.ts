import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets several builds live side by side (the server reads the same variable).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    // `npm run dev`: Vite finds the dependencies of the entry and of every route before the first
    // page, instead of while it loads; otherwise a first start re-bundles them mid-load and that
    // page never goes live (decision 167). Development only: the build does not use it.
    unstable_optimizeDeps: true,
  },
} satisfies Config;
