import { eq } from 'drizzle-orm';
import type { OrderRow } from './queries';
import { orderItems } from '../../db/schema/orders';
import { formattedAmount } from '../pricing/money';
import { sendMail, type MailDeps } from '../mail/mailer';
import type { Database } from '../../db/client';

/** The customer's order confirmation: what was bought, the totals, and the link to the order page. */
export async function sendOrderConfirmation(deps: MailDeps & { db: Database }, order: OrderRow): Promise<void> {
  if (!order.billing.email) return;
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const price = (cents: number) => formattedAmount(cents, deps.config).replaceAll('&nbsp;', ' ');
  const lines = [
    `Hi ${order.billing.firstName ?? ''},`.replace(' ,', ','),
    '',
    `Thank you for your order. We will send you an email with the order details.`,
    `Order #${order.id} (${order.status}), paid with ${order.paymentMethodTitle || 'no payment needed'}:`,
    '',
    ...items.map((item) => `  ${item.name} × ${item.quantity}   ${price(item.total)}`),
    '',
    `  Subtotal: ${price(order.subtotal)}`,
    ...(order.discountTotal ? [`  Discount: -${price(order.discountTotal)}`] : []),
    ...(order.shippingLines.length ? [`  Shipping (${order.shippingLines[0]!.title}): ${price(order.shippingTotal)}`] : []),
    `  Tax: ${price(order.totalTax)}`,
    `  Total: ${price(order.total)}`,
    '',
    `View your order: ${deps.config.publicUrl}/checkout/order-received/${order.id}?key=${order.orderKey}`,
  ];
  await sendMail(deps, { to: order.billing.email, subject: `Your order #${order.id} has been received`, text: lines.join('\n') });
}
