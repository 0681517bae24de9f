import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Routes built so far; the rest of SPEC.md's route table arrives with later work and until then
 * falls to the not-found page.
 */
export default [
  index('routes/home.tsx'),
  route('pages/:slug', 'routes/pages.$slug.tsx'),
  route('products', 'routes/products.tsx'),
  route('categories/:slug', 'routes/categories.$slug.tsx'),
  route('brands/:slug', 'routes/brands.$slug.tsx'),
  route('discounts', 'routes/discounts.tsx'),
  layout('routes/account.tsx', [
    route('dashboard', 'routes/dashboard.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('settings', 'routes/settings.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
