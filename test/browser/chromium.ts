import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (package `chromium`, installed by .ci/run), or MCJUDGE_CHROMIUM. */
export const CHROMIUM = process.env.MCJUDGE_CHROMIUM ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (or set MCJUDGE_CHROMIUM)`);
  // --no-sandbox: CI runs as root, where Chromium's own sandbox cannot start.
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}
