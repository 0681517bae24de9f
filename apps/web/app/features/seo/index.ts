// The seo feature's public file: what other features use of it. Re-exports only, so that
// importers keep just what they use.
export { pagedPath, pageMeta, siteInfo } from './meta.ts';
