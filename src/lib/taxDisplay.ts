/**
 * Amounts as the shop displays them: WooCommerce prices are entered excluding tax, and the cart sends
 * each amount with its tax beside it (`subtotal` + `subtotalTax`, `shippingTotal` + `shippingTax`). When
 * the store shows prices including tax, the displayed amount is their sum, added in whole cents so the
 * lines, subtotal, discount and shipping shown add up to the server's total exactly.
 */
export function displayAmount(amount: string | null | undefined, tax: string | null | undefined, includeTax: boolean): string | null {
  if (amount === null || amount === undefined) return null;
  if (!includeTax) return amount;
  return String((toCents(amount) + toCents(tax)) / 100);
}

function toCents(raw: string | null | undefined): number {
  const value = Number(raw ?? 0);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** The sum of RAW amounts, in whole cents (order lines as displayed add up to the displayed subtotal). */
export function sumAmounts(amounts: readonly (string | null | undefined)[]): string {
  return String(amounts.reduce((sum, amount) => sum + toCents(amount), 0) / 100);
}
