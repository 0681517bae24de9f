// The account feature's public file: what other features use of it. Re-exports only, so that
// importers keep just what they use.
export { useAddresses } from './use-addresses.ts';
