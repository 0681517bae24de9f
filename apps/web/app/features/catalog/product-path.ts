/** The product page of a slug. */
export function productPath(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}
