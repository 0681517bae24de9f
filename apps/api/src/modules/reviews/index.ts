/**
 * The public file of the reviews module: what other modules may use of it (docs/architecture.md,
 * "Inside a module"). Everything else in the folder is the module's own.
 */
export { impressionPage, loadReviews, reviewPage } from './review-queries.ts';
