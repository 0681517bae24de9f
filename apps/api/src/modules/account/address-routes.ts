import {
  ACCOUNT_MESSAGES,
  address,
  addressBody,
  addressDeleteResult,
  addressesResult,
  addressIdBody,
  updateAddressBody,
} from '@shop/contracts/account';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { translate } from '../../platform/messages.ts';
import { activeCountries } from '../geo/index.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.ts';

/** Saved addresses of the signed-in user (API spec "Locations and addresses"). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/user/addresses',
    {
      schema: {
        tags: ['account'],
        summary: "The caller's addresses (default first, then newest) and the active countries",
        response: { 200: envelope(addressesResult) },
      },
    },
    async (request, reply) => {
      const [addresses, countries] = await Promise.all([
        listAddresses(app.db, currentUser(request).id),
        activeCountries(app.db),
      ]);
      return reply.ok({ addresses, countries });
    },
  );

  app.post(
    '/user/address',
    {
      schema: {
        tags: ['account'],
        summary: 'Saves a new address (the first one becomes the default)',
        body: addressBody,
        response: { 200: envelope(address) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await createAddress(app.db, currentUser(request).id, request.body),
        ACCOUNT_MESSAGES.addressSaved,
      ),
  );

  app.post(
    '/user/address/update',
    {
      schema: {
        tags: ['account'],
        summary: "Updates one of the caller's addresses",
        body: updateAddressBody,
        response: { 200: envelope(address) },
      },
    },
    async (request, reply) => {
      const { id, ...body } = request.body;
      return reply.ok(
        await updateAddress(app.db, currentUser(request).id, id, body),
        ACCOUNT_MESSAGES.addressUpdated,
      );
    },
  );

  app.post(
    '/user/address/delete',
    {
      schema: {
        tags: ['account'],
        summary: "Deletes one of the caller's addresses",
        body: addressIdBody,
        response: { 200: envelope(addressDeleteResult) },
      },
    },
    async (request, reply) => {
      await deleteAddress(app.db, currentUser(request).id, request.body.id);
      const message = ACCOUNT_MESSAGES.addressDeleted;
      return reply.ok({ message: translate(request.lang, message) }, message);
    },
  );
};
