import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { cartItems, type CartLineAttribute } from '../../db/schema/cart';
import { reusableStatement, valuePlaceholder, type StatementExecutor } from '../../db/reusable-statement';
import { userError } from '../../graphql/errors';
import type { RequestSession } from '../session/request-session';
import type { Executor, SessionRecord } from '../session/store';
import { findMatchingVariation, loadCartProducts, sellable, stockFacts, type CartProduct } from './products';
import type { CartContents } from './view';
import { ADD_FAILED, NOT_PURCHASABLE, PRODUCT_NOT_FOUND, chooseOptions, isPurchasable, soldIndividually, stockProblem } from './rules';

export type CartLineRow = typeof cartItems.$inferSelect;
type Reader = Pick<Database, 'select' | '_'>;
/** A generous cap that keeps totals far from integer overflow. */
export const MAX_LINE_QUANTITY = 9999;

/** Whole numbers from `min` to MAX_LINE_QUANTITY: more is a typing slip, never an order. */
const quantityOutOfRange = (quantity: number, min: number) => !Number.isInteger(quantity) || quantity < min || quantity > MAX_LINE_QUANTITY;
const quantityRangeMessage = (min: number) => `Quantity must be a whole number from ${min} to ${MAX_LINE_QUANTITY}.`;

export interface CartDeps {
  config: ServerConfig;
  session: RequestSession;
}

const linesOfSession = reusableStatement<CartLineRow>('cart_lines', (db) =>
  db
    .select()
    .from(cartItems)
    .where(eq(cartItems.sessionId, sql.placeholder('sessionId')))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.key)),
);
const addedLine = reusableStatement<CartLineRow>('cart_line_add', (db) =>
  db
    .insert(cartItems)
    .values({
      sessionId: valuePlaceholder<string>('sessionId'),
      key: valuePlaceholder<string>('key'),
      productId: valuePlaceholder<number>('productId'),
      variationId: valuePlaceholder<number | null>('variationId'),
      attributes: valuePlaceholder<CartLineAttribute[]>('attributes'),
      quantity: valuePlaceholder<number>('quantity'),
    })
    .returning(),
);

export async function cartLines(db: StatementExecutor, sessionId: string): Promise<CartLineRow[]> {
  return linesOfSession.run(db, { sessionId });
}

/** WooCommerce's cart item key: md5 of product, variation and chosen attributes. */
export function cartItemKey(productId: number, variationId: number | null, attributes: CartLineAttribute[]): string {
  const sorted = [...attributes].sort((a, b) => a.attributeName.localeCompare(b.attributeName));
  return createHash('md5').update(JSON.stringify([productId, variationId ?? 0, sorted])).digest('hex');
}

export interface AddToCartInput {
  productId: number;
  quantity?: number | null;
  variationId?: number | null;
  variation?: { attributeName: string; attributeValue?: string | null }[] | null;
}

/** Lines that draw on the same stock as `item` (same product or variation, or the shared parent stock). */
function sameStockQuantity(lines: CartLineRow[], products: Map<number, CartProduct>, item: CartProduct, exceptKey?: string): number {
  const stockRow = stockFacts(item).rowId ?? sellable(item).id;
  return lines
    .filter((line) => line.key !== exceptKey)
    .filter((line) => {
      const other = products.get(line.variationId ?? line.productId);
      return other !== undefined && (stockFacts(other).rowId ?? sellable(other).id) === stockRow;
    })
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** Attribute names may come without the "pa_" prefix (WooGraphQL adds it when the product has it). */
function resolveAttributes(item: CartProduct, given: AddToCartInput['variation'], config: ServerConfig): CartLineAttribute[] {
  const variation = item.variation;
  if (!variation) return [];
  const names = variation.variationAttributes.map((attribute) => attribute.name);
  const chosen = new Map<string, string>();
  for (const entry of given ?? []) {
    const name = [entry.attributeName, `pa_${entry.attributeName}`].find((candidate) => names.includes(candidate));
    if (!name) throw userError(`${entry.attributeName} is not a valid attribute of the product: ${item.product.name}.`);
    chosen.set(name, entry.attributeValue ?? '');
  }
  return variation.variationAttributes.map((attribute) => {
    const value = attribute.value || chosen.get(attribute.name) || '';
    if (!value) throw userError(chooseOptions(item.product.name, `${config.publicUrl}/product/${item.product.slug}`));
    return { attributeName: attribute.name, attributeValue: value };
  });
}

/** Resolves what to add from the items `loaded` with the cart: a simple product, a variation by id, or a variable product's variation by attributes. */
async function resolveItem(db: Reader, config: ServerConfig, input: AddToCartInput, loaded: Map<number, CartProduct>): Promise<CartProduct> {
  const base = loaded.get(input.productId);
  if (!base) throw userError(PRODUCT_NOT_FOUND, 'NOT_FOUND');
  if (base.variation || base.product.type !== 'variable') return base;
  const optionsMessage = chooseOptions(base.product.name, `${config.publicUrl}/product/${base.product.slug}`);
  if (input.variationId) {
    const chosen = loaded.get(input.variationId);
    if (!chosen?.variation || chosen.product.id !== base.product.id) throw userError(optionsMessage);
    return chosen;
  }
  const wanted = new Map((input.variation ?? []).map((entry) => [entry.attributeName, entry.attributeValue ?? '']));
  for (const [name, value] of [...wanted]) wanted.set(`pa_${name}`, value);
  const match = await findMatchingVariation(db, base.product.id, wanted);
  if (!match) throw userError(optionsMessage);
  return (await loadCartProducts(db, [match.id])).get(match.id)!;
}

/** `lines` in cartLines' order (oldest first, then by key) with `row` in its place. */
function withLine(lines: CartLineRow[], row: CartLineRow): CartLineRow[] {
  if (lines.some((line) => line.key === row.key)) return lines.map((line) => (line.key === row.key ? row : line));
  const at = row.addedAt.getTime();
  const index = lines.findIndex((line) => line.addedAt.getTime() > at || (line.addedAt.getTime() === at && line.key > row.key));
  return index < 0 ? [...lines, row] : [...lines.slice(0, index), row, ...lines.slice(index)];
}

export interface AddedToCart {
  key: string;
  /** The cart as the addition left it (read under the session lock), so the answer needs no second read. */
  contents: CartContents;
}

/**
 * WC_Cart::add_to_cart(): every rule checked before anything changes, under the session lock (where a
 * revoked session token is refused first, see assertSessionToken), against fresh prices and stock.
 */
export async function addToCart(deps: CartDeps, input: AddToCartInput): Promise<AddedToCart> {
  return deps.session.mutate(async (tx, session) => {
    if (!input.productId) throw userError('No product ID provided');
    const quantity = input.quantity ?? 1;
    // 0 is WooCommerce's "nothing to add" (its own message); a negative or absurd amount is a typing slip.
    if (quantity === 0) throw userError(ADD_FAILED);
    if (quantityOutOfRange(quantity, 1)) throw userError(quantityRangeMessage(1));
    // The item is read with the cart's items: one statement.
    const lines = session.blank ? [] : await cartLines(tx, session.id);
    const lineIds = lines.map((line) => line.variationId ?? line.productId);
    const products = await loadCartProducts(tx, [input.productId, ...(input.variationId ? [input.variationId] : []), ...lineIds]);
    const item = await resolveItem(tx, deps.config, input, products);
    if (!isPurchasable(item)) throw userError(NOT_PURCHASABLE);
    const attributes = resolveAttributes(item, input.variation, deps.config);
    const key = cartItemKey(item.product.id, item.variation?.id ?? null, attributes);
    let wanted = quantity;
    if (sellable(item).soldIndividually) {
      if (lines.some((line) => (line.variationId ?? line.productId) === sellable(item).id)) throw userError(soldIndividually(item));
      wanted = 1;
    }
    const inCart = sameStockQuantity(lines, products, item);
    const problem = stockProblem(item, inCart + wanted, inCart);
    if (problem) throw userError(problem);
    const existing = lines.find((line) => line.key === key);
    const [row] = existing
      ? await tx
          .update(cartItems)
          .set({ quantity: existing.quantity + wanted })
          .where(and(eq(cartItems.sessionId, session.id), eq(cartItems.key, key)))
          .returning()
      : await addedLine.run(tx, { sessionId: session.id, key, productId: item.product.id, variationId: item.variation?.id ?? null, attributes, quantity: wanted });
    // A variation found by its attributes was read on its own: the answer's cart needs it too.
    products.set(sellable(item).id, item);
    return { key, contents: { rows: withLine(lines, row!), products } };
  });
}

/** updateItemQuantities: all changes are checked first; quantity 0 removes the line. */
export async function updateQuantities(deps: CartDeps, items: { key: string; quantity: number }[]) {
  if (items.length === 0) throw userError('No item data provided');
  return deps.session.mutate(async (tx, { id: sessionId }) => {
    const lines = await cartLines(tx, sessionId);
    if (items.some((item) => quantityOutOfRange(item.quantity, 0))) throw userError(quantityRangeMessage(0));
    const failed = items.filter((item) => !lines.some((line) => line.key === item.key));
    if (failed.length) throw userError(`Cart items identified with keys ${failed.map((item) => item.key).join(', ')} failed to update`);
    const products = await loadCartProducts(tx, lines.map((line) => line.variationId ?? line.productId));
    const planned = lines.map((line) => ({ ...line, quantity: items.find((item) => item.key === line.key)?.quantity ?? line.quantity }));
    for (const item of items.filter((entry) => entry.quantity > 0)) {
      const line = lines.find((candidate) => candidate.key === item.key)!;
      const product = products.get(line.variationId ?? line.productId);
      if (!product) continue;
      if (sellable(product).soldIndividually && item.quantity > 1) throw userError(soldIndividually(product));
      const others = sameStockQuantity(planned, products, product, line.key);
      if (item.quantity > line.quantity) {
        const problem = stockProblem(product, others + item.quantity, others);
        if (problem) throw userError(problem);
      }
    }
    const removed = items.filter((item) => item.quantity === 0).map((item) => item.key);
    const updated = items.filter((item) => item.quantity > 0).map((item) => item.key);
    if (removed.length) await tx.delete(cartItems).where(and(eq(cartItems.sessionId, sessionId), inArray(cartItems.key, removed)));
    for (const item of items.filter((entry) => entry.quantity > 0)) {
      await tx
        .update(cartItems)
        .set({ quantity: item.quantity })
        .where(and(eq(cartItems.sessionId, sessionId), eq(cartItems.key, item.key)));
    }
    return { updated, removed, lines: lines.filter((line) => removed.includes(line.key)) };
  });
}

/** removeItemsFromCart: the given keys, or every line with `all`; returns the removed lines. */
export async function removeLines(deps: CartDeps, keys: string[], all: boolean): Promise<CartLineRow[]> {
  if (!all && keys.length === 0) throw userError('No cart item keys provided');
  return deps.session.mutate(async (tx, { id: sessionId }) => {
    const lines = await cartLines(tx, sessionId);
    const missing = all ? [] : keys.filter((key) => !lines.some((line) => line.key === key));
    if (missing.length) throw userError(`Cart items identified with keys ${missing.join(', ')} failed to be removed`);
    const removed = all ? lines : lines.filter((line) => keys.includes(line.key));
    if (removed.length) {
      await tx.delete(cartItems).where(and(eq(cartItems.sessionId, sessionId), inArray(cartItems.key, removed.map((line) => line.key))));
    }
    return removed;
  });
}

/** Empties the cart and forgets its coupons ("Cart is empty" when there is nothing to empty). */
export async function emptyCart(deps: CartDeps): Promise<void> {
  await deps.session.mutate(async (tx, record) => {
    if (!(await clearCart(tx, record))) throw userError('Cart is empty');
  });
}

/** Inside a session change: removes every line and the coupons and rates chosen for them; says whether there were lines. */
export async function clearCart(tx: Executor, record: SessionRecord): Promise<boolean> {
  const deleted = await tx.delete(cartItems).where(eq(cartItems.sessionId, record.id)).returning({ key: cartItems.key });
  const { appliedCoupons: _coupons, chosenShippingMethods: _methods, shippingRatesOffered: _offered, ...rest } = record.data;
  record.data = rest;
  return deleted.length > 0;
}
