/**
 * The demo accounts: demo mode pre-fills their credentials on the sign-in forms (the routes here
 * and in sellers/, content/page-config.ts), and the seed creates them (seed/index.ts). They live
 * with the accounts, not in the seed, because the modules never import the seed (docs/architecture.md,
 * "Layers and modules").
 */

export const DEMO_PASSWORD = '123456';

/** The demo customer whose credentials demo mode pre-fills on the sign-in form. */
export const DEMO_CUSTOMER = {
  phone: '01700000000',
  password: DEMO_PASSWORD,
  name: 'Demo Customer',
  email: 'customer@storefront.test',
} as const;

/**
 * The demo sellers whose credentials demo mode pre-fills on the seller sign-in (/login): a
 * marketplace seller, or in single shop mode the owner of shop 1 (seed/catalogue.ts SHOPS' owners).
 */
export const DEMO_SELLER = { phone: '01711000002', password: DEMO_PASSWORD } as const;
export const DEMO_SHOP_OWNER = { phone: '01711000001', password: DEMO_PASSWORD } as const;
