// The reviews feature's public file: what other features use of it. Re-exports only, so that
// importers keep just what they use.
export { CustomerReviewItem, ReviewerAvatar } from './review-list-item.tsx';
export { percentOf, StarDistribution } from './star-distribution.tsx';
