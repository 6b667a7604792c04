import { runCli } from '../../cli';
import { loadConfig } from '../../config';
import { runOwnerCommand } from '../../control';
import { settledOrderMessage } from './settled-order-message';

const USAGE = `usage: npm run order -- paid <order number>      the money arrived (cash on delivery, bank transfer, cheque)
       npm run order -- complete <order number>  the order is done (also marks it paid)
  Both grant the order's downloads. Works while the server runs.
`;
const SHORT_USAGE = 'usage: npm run order -- paid|complete <order number> (--help says more)';

/** The shop owner's order commands: mark an unpaid order paid, or complete it. */
async function main() {
  const [action, number] = process.argv.slice(2);
  if (action === '--help' || action === '-h') {
    process.stdout.write(USAGE);
    return;
  }
  if (action !== 'paid' && action !== 'complete') throw new Error(`unknown action "${action ?? ''}"; ${SHORT_USAGE}`);
  if (!number || !/^\d{1,9}$/.test(number)) throw new Error(`the order number must be a whole number, got "${number ?? ''}"; ${SHORT_USAGE}`);
  const result = await runOwnerCommand(loadConfig(), { name: 'order', action, orderId: Number(number) });
  if (!result.ok) throw new Error(result.message);
  if (!('order' in result)) throw new Error('unexpected answer from the server');
  process.stdout.write(`${settledOrderMessage(result.order)}\n`);
}

runCli('order', main);
