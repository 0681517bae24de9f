// The location feature's public file: what other features use of it. Re-exports only, so that
// importers keep just what they use.
export { LocationFields } from './location-fields.tsx';
export type { LocationSelection } from './location-selection.ts';
