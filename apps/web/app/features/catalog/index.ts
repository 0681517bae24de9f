// The catalog feature's public file: what other features use of it. Re-exports only, so that
// importers keep just what they use.
export { ProductCard, ProductCardSkeleton } from './product-card.tsx';
export { ProductGrid } from './product-grid.tsx';
export { productPath } from './product-path.ts';
