import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { StoredAddress } from '../../db/schema/customers';
import { orderItems } from '../../db/schema/orders';
import type { Database } from '../../db/client';
import { sendMail, type MailDeps } from '../mail/mailer';
import { bankDetailsOf } from '../payments/bank-transfer';
import { formattedAmount } from '../pricing/money';
import type { OrderRow } from './queries';

type OrderItem = typeof orderItems.$inferSelect;

function addressLines(address: StoredAddress): string[] {
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.state, address.country].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line));
}

/**
 * The confirmation's text. Amounts follow the cart's tax display (TAX_DISPLAY_CART) like the order page:
 * including tax, each line, the subtotal, discount and shipping carry their tax and the total names the
 * tax it includes; excluding tax, the taxes are listed before the total. Either way the amounts shown
 * add up to the total to the cent.
 */
export function orderMailText(order: OrderRow, items: OrderItem[], config: Pick<ServerConfig, 'currency' | 'priceLocale' | 'publicUrl' | 'taxDisplayCart'>): string {
  const includeTax = config.taxDisplayCart === 'incl';
  const price = (cents: number) => formattedAmount(cents, config).replaceAll('&nbsp;', ' ');
  const shown = (amount: number, tax: number) => (includeTax ? amount + tax : amount);
  const subtotal = items.reduce((sum, item) => sum + shown(item.subtotal, item.subtotalTax), 0);
  const discount = shown(order.discountTotal, order.discountTax);
  const shipping = order.shippingLines[0];
  const taxes = order.taxLines.map((line) => ({ label: line.label, amount: line.taxTotal + line.shippingTaxTotal })).filter((tax) => tax.amount > 0);
  const bank = order.paymentMethod === 'bacs' ? bankDetailsOf(order.metaData) : [];
  const shipTo = addressLines(order.shipping);
  return [
    `Hi ${order.billing.firstName ?? ''},`.replace(' ,', ','),
    '',
    `Thank you for your order. We have received order #${order.id} and will let you know when it is on its way.`,
    `Status: ${order.status}. Payment: ${order.paymentMethodTitle || 'no payment needed'}.`,
    '',
    ...items.map((item) => `  ${item.name} × ${item.quantity}   ${price(shown(item.subtotal, item.subtotalTax))}`),
    '',
    `  Subtotal: ${price(subtotal)}${includeTax ? '' : ' (excl. VAT)'}`,
    ...(discount ? [`  Discount: -${price(discount)}`] : []),
    ...(shipping ? [`  Shipping (${shipping.title}): ${price(shown(order.shippingTotal, order.shippingTax))}`] : []),
    ...(includeTax ? [] : taxes.map((tax) => `  ${tax.label}: ${price(tax.amount)}`)),
    `  Total: ${price(order.total)}`,
    ...(includeTax ? taxes.map((tax) => `  (incl. ${price(tax.amount)} ${tax.label})`) : []),
    ...(bank.length
      ? ['', `Our bank details (please use order number ${order.id} as the payment reference):`, ...bank.map((entry) => `  ${entry.label}: ${entry.value}`)]
      : []),
    '',
    'Billing address:',
    ...addressLines(order.billing).map((line) => `  ${line}`),
    ...(shipTo.length ? ['', 'Shipping address:', ...shipTo.map((line) => `  ${line}`)] : []),
    '',
    `View your order: ${config.publicUrl}/checkout/order-received/${order.id}?key=${order.orderKey}`,
  ].join('\n');
}

/** The customer's order confirmation: what was bought, the totals, addresses, and the link to the order page. */
export async function sendOrderConfirmation(deps: MailDeps & { db: Database }, order: OrderRow): Promise<void> {
  if (!order.billing.email) return;
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  await sendMail(deps, { to: order.billing.email, subject: `Your order #${order.id} has been received`, text: orderMailText(order, items, deps.config) });
}
