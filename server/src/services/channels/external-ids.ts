// The ids the menu sync gives what it sends a platform, and reads back from the platform's orders:
// `sku-12` a product, `opt-34` a modifier option, `grp-5` a modifier group, `cat-3` a category.
// Anything else an order names is an item no sync sent: the order is kept and flagged for mapping.
export type ExternalKind = 'sku' | 'opt' | 'grp' | 'cat';

export const externalId = (kind: ExternalKind, id: number) => `${kind}-${id}`;

/** The product's id behind an external id of this kind; null when it is not one. */
export function internalId(kind: ExternalKind, external: string): number | null {
  const match = new RegExp(`^${kind}-([1-9][0-9]{0,9})$`).exec(external.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2147483647 ? id : null;
}
