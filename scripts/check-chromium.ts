import { existsSync } from 'node:fs';

/** The e2e suite runs in Debian's Chromium; say exactly how to get it when it is missing. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  process.stderr.write(
    `The end-to-end tests need Chromium at ${chromium}, which is missing: install Debian's package (sudo apt-get update && sudo apt-get install -y chromium) or set CHROMIUM_PATH to another Chromium binary.\n`,
  );
  process.exit(1);
}
