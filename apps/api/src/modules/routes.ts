import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { contentRoutes } from './content/content-routes.ts';
import { geoRoutes } from './geo/geo-routes.ts';
import { reviewRoutes } from './reviews/review-routes.ts';
import { catalogRoutes } from './catalog/catalog-routes.ts';

/** Every API route, mounted under `/api/v1`. Add a domain's routes here. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contentRoutes);
  await app.register(geoRoutes);
  await app.register(cartRoutes);
  await app.register(authRoutes);
  await app.register(reviewRoutes);
  await app.register(catalogRoutes);
};
