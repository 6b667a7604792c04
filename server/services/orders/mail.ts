import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { StoredAddress } from '../../db/schema/customers';
import { orderItems } from '../../db/schema/orders';
import type { Database } from '../../db/client';
import { sendMail, type MailDeps } from '../mail/mailer';
import { bankDetailsOf } from '../payments/bank-transfer';
import { formattedAmount } from '../pricing/money';
import { languageTag } from '../../../src/i18n/locales';
import { orderLocale } from '../i18n/shopper-locale';
import { shopText } from '../i18n/woocommerce-defaults';
import { mailTranslator, type MailTranslator } from '../mail/translator';
import type { OrderRow } from './queries';

type OrderItem = typeof orderItems.$inferSelect;

function addressLines(address: StoredAddress, words: MailTranslator): string[] {
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.state && address.country ? words.state(address.country, address.state) : address.state, address.country && words.country(address.country)].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line));
}

/**
 * The confirmation's text, in the language the order was placed in (its WPML language meta). Amounts
 * follow the cart's tax display (TAX_DISPLAY_CART) like the order page: including tax, each line, the
 * subtotal, discount and shipping carry their tax and the total names the tax it includes; excluding
 * tax, the taxes are listed before the total. Either way the amounts shown add up to the total to the cent.
 */
export function orderMailText(order: OrderRow, items: OrderItem[], config: Pick<ServerConfig, 'currency' | 'publicUrl' | 'taxDisplayCart'>): string {
  const words = mailTranslator(orderLocale(order.metaData));
  const { text } = words;
  const includeTax = config.taxDisplayCart === 'incl';
  const price = (cents: number) => formattedAmount(cents, { currency: config.currency, priceLocale: languageTag(words.locale) }).replaceAll('&nbsp;', ' ');
  const shown = (amount: number, tax: number) => (includeTax ? amount + tax : amount);
  const subtotal = items.reduce((sum, item) => sum + shown(item.subtotal, item.subtotalTax), 0);
  const discount = shown(order.discountTotal, order.discountTax);
  const shipping = order.shippingLines[0];
  const taxes = order.taxLines.map((line) => ({ label: line.label, amount: line.taxTotal + line.shippingTaxTotal })).filter((tax) => tax.amount > 0);
  const bank = order.paymentMethod === 'bacs' ? bankDetailsOf(order.metaData) : [];
  const shipTo = addressLines(order.shipping, words);
  const firstName = order.billing.firstName?.trim();
  return [
    firstName ? text('mail.greeting', { name: firstName }) : text('mail.greetingNoName'),
    '',
    text('order.intro', { number: order.id }),
    text('order.statusAndPayment', {
      status: words.status(order.status),
      payment: order.paymentMethodTitle ? shopText(order.paymentMethodTitle, words.locale) : text('order.noPaymentNeeded'),
    }),
    '',
    ...items.map((item) => `  ${item.name} × ${item.quantity}   ${price(shown(item.subtotal, item.subtotalTax))}`),
    '',
    `  ${text(includeTax ? 'order.subtotal' : 'order.subtotalExclTax', { amount: price(subtotal) })}`,
    ...(discount ? [`  ${text('order.discount', { amount: price(discount) })}`] : []),
    ...(shipping ? [`  ${text('order.shipping', { method: shopText(shipping.title, words.locale), amount: price(shown(order.shippingTotal, order.shippingTax)) })}`] : []),
    ...(includeTax ? [] : taxes.map((tax) => `  ${tax.label}: ${price(tax.amount)}`)),
    `  ${text('order.total', { amount: price(order.total) })}`,
    ...(includeTax ? taxes.map((tax) => `  ${text('order.taxIncluded', { amount: price(tax.amount), label: tax.label })}`) : []),
    ...(bank.length ? ['', text('order.bankIntro', { number: order.id }), ...bank.map((entry) => `  ${text(entry.label)}: ${entry.value}`)] : []),
    '',
    text('order.billingAddress'),
    ...addressLines(order.billing, words).map((line) => `  ${line}`),
    ...(shipTo.length ? ['', text('order.shippingAddress'), ...shipTo.map((line) => `  ${line}`)] : []),
    '',
    text('order.view', { url: words.shopUrl(config.publicUrl, `/checkout/order-received/${order.id}?key=${order.orderKey}`) }),
  ].join('\n');
}

/** The customer's order confirmation: what was bought, the totals, addresses, and the link to the order page. */
export async function sendOrderConfirmation(deps: MailDeps & { db: Database }, order: OrderRow): Promise<void> {
  if (!order.billing.email) return;
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const subject = mailTranslator(orderLocale(order.metaData)).text('order.subject', { number: order.id });
  await sendMail(deps, { to: order.billing.email, subject, text: orderMailText(order, items, deps.config) });
}
