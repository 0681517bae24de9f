import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressRoutes } from './address-routes.ts';
import { profileRoutes } from './profile-routes.ts';

/** The account area's calls: saved addresses, profile and password. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(addressRoutes);
  await app.register(profileRoutes);
};
