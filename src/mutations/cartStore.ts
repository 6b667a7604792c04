import type { RecordProxy, RecordSourceProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Store helpers shared by the cart mutations. `Cart` has no id in WooGraphQL, so every payload's cart
 * is a record of its own; the updaters point the root `cart` field at it, and the optimistic updaters
 * edit whatever record the root `cart` field points at.
 */
export const CART_CONTENTS_ARGS = { first: 100 } as const;
const ROOT_CART_ARGS = [{ recalculateTotals: true }, undefined] as const;

/** The cart the screens show, if one is loaded. */
export function rootCart(store: RecordSourceProxy): RecordProxy | null {
  const root = store.getRoot();
  for (const args of ROOT_CART_ARGS) {
    const cart = root.getLinkedRecord('cart', args);
    if (cart) return cart;
  }
  return null;
}

/** Makes the cart of a mutation's payload the cart every screen shows. */
export function linkPayloadCart(store: RecordSourceSelectorProxy, mutationField: string): void {
  const cart = store.getRootField(mutationField)?.getLinkedRecord('cart');
  if (!cart) return;
  const root = store.getRoot();
  for (const args of ROOT_CART_ARGS) root.setLinkedRecord(cart, 'cart', args);
}

export function cartLines(cart: RecordProxy): { contents: RecordProxy | null; lines: RecordProxy[] } {
  const contents = cart.getLinkedRecord('contents', CART_CONTENTS_ARGS);
  return { contents, lines: (contents?.getLinkedRecords('nodes') ?? []).filter((line): line is RecordProxy => line !== null) };
}

/** Shows a change as pending: the totals are about to be replaced by the server's. */
export function markCartUpdating(cart: RecordProxy): void {
  cart.setValue(true, 'isUpdating');
}

/** Sets the line list and the counts that follow from it (the item count drives the badge). */
export function setCartLines(cart: RecordProxy, contents: RecordProxy, lines: RecordProxy[]): void {
  contents.setLinkedRecords(lines, 'nodes');
  const itemCount = lines.reduce((sum, line) => sum + Number(line.getValue('quantity') ?? 0), 0);
  contents.setValue(itemCount, 'itemCount');
  contents.setValue(lines.length, 'productCount');
  cart.setValue(lines.length === 0, 'isEmpty');
}
