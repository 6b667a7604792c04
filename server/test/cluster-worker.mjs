// A stand-in for the server in cluster worker mode, for server/workers.test.ts: once started it asks its
// primary what to do ('listen' on a port, 'wait' without listening, 'exit' with code 3), and does it.
import { createServer } from 'node:net';

process.on('message', (behaviour) => {
  if (behaviour === 'listen') createServer().listen(0, '127.0.0.1');
  else if (behaviour === 'exit') process.exit(3);
});
process.on('SIGTERM', () => process.exit(0));
// Keeps running until told otherwise or stopped.
setInterval(() => {}, 60_000);
process.send('started');
