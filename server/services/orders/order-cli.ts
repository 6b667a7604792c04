import { loadConfig } from '../../config';
import { runOwnerCommand } from '../../control';

const USAGE = `usage: npm run order -- paid <order number>      the money arrived (cash on delivery, bank transfer, cheque)
       npm run order -- complete <order number>  the order is done (also marks it paid)
  Both grant the order's downloads. Works while the server runs.
`;

/** The shop owner's order commands: mark an unpaid order paid, or complete it. */
async function main() {
  const [action, number] = process.argv.slice(2);
  if (action !== 'paid' && action !== 'complete') throw new Error(`unknown action "${action ?? ''}"\n${USAGE}`);
  if (!number || !/^\d{1,9}$/.test(number)) throw new Error(`the order number must be a whole number, got "${number ?? ''}"\n${USAGE}`);
  const result = await runOwnerCommand(loadConfig(), { name: 'order', action, orderId: Number(number) });
  if (!result.ok) throw new Error(result.message);
  if (!('order' in result)) throw new Error('unexpected answer from the server');
  process.stdout.write(`Order #${result.order.id} is now ${result.order.status}, paid ${result.order.datePaid}; its downloads are open.\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`order: ${error.message}\n`);
  process.exitCode = 1;
});
