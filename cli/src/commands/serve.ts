import { startServer, SandboxUnavailable } from '@mcjudge/server';
import { parseJobs, parseLanguages, parseRedis, parseSeconds, UsageError } from '../options.ts';

export interface ServeArgs {
  port?: string;
  host?: string;
  jobs?: string;
  /** Another origin allowed to call the API from a browser (comma-separated; also MCJUDGE_CORS_ORIGIN). */
  'cors-origin'?: string;
  'unsafe-no-sandbox'?: boolean;
  /** Keep runs in Redis and send programs to the workers' queues (also MCJUDGE_REDIS). */
  redis?: string;
  /** With --redis: how soon a dead process's runs and jobs are taken over, in seconds (default 30). */
  'stalled-interval'?: string;
  /** With --redis: serve no queue with this process's slots. */
  'api-only'?: boolean;
  /** With --redis: the languages this process's slots serve. */
  languages?: string;
}

/** After SIGTERM/SIGINT the process is gone within this long, whatever is still running. */
const EXIT_DEADLINE_MS = 5000;

function parsePort(v: string | undefined): number {
  const n = Number(v ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new UsageError(`--port must be a port number, not "${v}"`);
  return n;
}

function parseOrigins(v: string | undefined): string[] | undefined {
  if (!v) return undefined;
  return v.split(',').map((s) => {
    const o = s.trim();
    let url: URL;
    try {
      url = new URL(o);
    } catch {
      throw new UsageError(`--cors-origin must be an origin such as http://localhost:5173, not "${o}"`);
    }
    if (url.origin !== o.replace(/\/+$/, '')) throw new UsageError(`--cors-origin must be an origin (scheme://host[:port]), not "${o}"`);
    return url.origin;
  });
}

/** A Redis URL without its password, for the log. */
function withoutSecret(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'an unparsable URL';
  }
}

/** `mcjudge serve`: the HTTP API until SIGINT/SIGTERM, then a clean stop within a few seconds. */
export async function serveCommand(args: ServeArgs, log: (s: string) => void): Promise<number> {
  const port = parsePort(args.port);
  const slots = parseJobs(args.jobs);
  const corsOrigin = parseOrigins(args['cors-origin'] ?? process.env.MCJUDGE_CORS_ORIGIN);
  const redis = parseRedis(args.redis);
  if (!redis && (args['api-only'] || args.languages || args['stalled-interval'])) throw new UsageError('--api-only, --languages and --stalled-interval go with --redis');
  let server;
  try {
    server = await startServer({
      port,
      host: args.host ?? '127.0.0.1',
      slots,
      token: process.env.MCJUDGE_TOKEN || undefined,
      corsOrigin,
      unsafeNoSandbox: args['unsafe-no-sandbox'],
      redis,
      stalledIntervalMs: parseSeconds('stalled-interval', args['stalled-interval']),
      apiOnly: args['api-only'],
      languages: parseLanguages(args.languages),
      log,
    });
  } catch (e) {
    if (e instanceof SandboxUnavailable) {
      log(`mcjudge serve: refusing to run untrusted code without a sandbox: ${e.message}\n(install bubblewrap, or start with --unsafe-no-sandbox for trusted code only)`);
      return 1;
    }
    throw e;
  }
  const sandbox = server.context.sandbox;
  const access = [server.token ? 'bearer token required' : 'no token (loopback only)', corsOrigin ? `browsers also from ${corsOrigin.join(', ')}` : 'browsers from its own origin only'];
  log(`mcjudge server listening on ${server.url} (${slots} slot(s), ${access.join(', ')})`);
  log(redis ? `runs: kept in Redis at ${withoutSecret(redis)}; any API process resumes them; programs go to the workers' queues` : 'runs: kept in this process (a restart loses them; --redis URL keeps them)');
  log(sandbox ? `sandbox: ${sandbox.isolation}\n  memory: ${sandbox.memory}\n  processes: ${sandbox.processes}\n  disk: ${sandbox.disk}\n  seccomp: ${sandbox.seccomp}\n  user namespaces: ${sandbox.userNamespaces}\n  timeouts: ${sandbox.timeouts}\n  anonymous memory: ${sandbox.anonymousMemory}` : 'WARNING: no sandbox (--unsafe-no-sandbox): run trusted code only');
  const signal = await new Promise<NodeJS.Signals>((resolveStop) => {
    process.once('SIGINT', () => resolveStop('SIGINT'));
    process.once('SIGTERM', () => resolveStop('SIGTERM'));
  });
  log(`${signal}: stopping (running programs are killed; a second signal exits at once)`);
  // Whatever still holds the event loop (a stuck connection, a child), the process ends by the deadline.
  const code = signal === 'SIGINT' ? 130 : 143;
  setTimeout(() => process.exit(code), EXIT_DEADLINE_MS).unref();
  const again = () => process.exit(code);
  process.once('SIGINT', again);
  process.once('SIGTERM', again);
  await server.close({ graceMs: 1000, killPrograms: true });
  log('stopped');
  return 0;
}
