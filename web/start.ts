/**
 * `npm start [-- --port N]`: builds the app if needed, then serves it with the API on one port
 * (PORT or --port, default 8080; HOST or --host, default 127.0.0.1) and prints the URL.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startWebApp } from './serve-web.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port ?? process.env.PORT}"`);
  process.exit(2);
}
const server = await startWebApp({ port, host: values.host ?? process.env.HOST });
console.log(`mcjudge web app: ${server.url}${server.api ? ' (with the API at /api/v1)' : ' (browser languages only)'}`);
let stopping = false;
/** Stops serving (running requests get the server's grace period) and exits 0; a second signal exits at once. */
const stop = (why: string) => {
  if (stopping) process.exit(130);
  stopping = true;
  console.log(`mcjudge web app: stopping (${why})`);
  setTimeout(() => process.exit(1), 8000).unref();
  void server.close().then(() => process.exit(0), () => process.exit(1));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGHUP'));
watchNpm(() => stop('npm stopped'));

/**
 * `npm start` runs `sh -c "tsx web/start.ts"`: npm forwards SIGTERM to that shell, which dies without
 * passing it on, so tsx and this process would keep serving, orphaned. The processes between this one
 * and npm are watched instead: when one of them is gone, the server stops as it does on SIGTERM.
 * Linux only (/proc); elsewhere, and outside npm, the signals above do the work.
 */
function watchNpm(onGone: () => void): void {
  if (!process.env.npm_lifecycle_event || !existsSync('/proc/self/stat')) return;
  const ancestors: number[] = [];
  let pid = process.ppid;
  for (let depth = 0; depth < 6 && pid > 1; depth++) {
    ancestors.push(pid);
    const cmdline = tryRead(`/proc/${pid}/cmdline`).split('\0');
    if (cmdline.some((a) => /(^|\/)npm(-cli\.js)?$/.test(a))) break;
    pid = Number(tryRead(`/proc/${pid}/stat`).replace(/^.*\)\s+\S+\s+/, '').split(' ')[0]);
  }
  const parentOf = new Map(ancestors.map((a, i) => [a, ancestors[i + 1]]));
  setInterval(() => {
    for (const a of ancestors) {
      // Gone, or reparented (its parent died): either way npm is no longer there.
      const [state, ppid] = tryRead(`/proc/${a}/stat`).replace(/^.*\)\s+/, '').split(' ');
      if (!state || state === 'Z' || (parentOf.get(a) !== undefined && Number(ppid) !== parentOf.get(a))) return onGone();
    }
  }, 300).unref();
}

function tryRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
