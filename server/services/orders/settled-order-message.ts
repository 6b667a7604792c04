import type { SettledOrder } from '../../control';

/** What `npm run order` tells the owner once an order is paid or complete: downloads only when it has some. */
export function settledOrderMessage(order: SettledOrder): string {
  const downloads = order.downloads === 0 ? 'it has no downloads' : order.downloads === 1 ? 'its download is open' : `its ${order.downloads} downloads are open`;
  return `Order #${order.id} is now ${order.status}, paid ${order.datePaid}; ${downloads}.`;
}
