import { startServer, SandboxUnavailable } from '@mcjudge/server';
import { parseJobs, UsageError } from '../options.ts';

export interface ServeArgs {
  port?: string;
  host?: string;
  jobs?: string;
  'unsafe-no-sandbox'?: boolean;
}

function parsePort(v: string | undefined): number {
  const n = Number(v ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new UsageError(`--port must be a port number, not "${v}"`);
  return n;
}

/** `mcjudge serve`: the HTTP API until SIGINT/SIGTERM. */
export async function serveCommand(args: ServeArgs, log: (s: string) => void): Promise<number> {
  const port = parsePort(args.port);
  const slots = parseJobs(args.jobs);
  let server;
  try {
    server = await startServer({
      port,
      host: args.host ?? '127.0.0.1',
      slots,
      token: process.env.MCJUDGE_TOKEN || undefined,
      corsOrigin: process.env.MCJUDGE_CORS_ORIGIN?.split(','),
      unsafeNoSandbox: args['unsafe-no-sandbox'],
    });
  } catch (e) {
    if (e instanceof SandboxUnavailable) {
      log(`mcjudge serve: refusing to run untrusted code without a sandbox: ${e.message}\n(install bubblewrap, or start with --unsafe-no-sandbox for trusted code only)`);
      return 1;
    }
    throw e;
  }
  const sandbox = server.context.sandbox;
  log(`mcjudge server listening on ${server.url} (${slots} slot(s)${process.env.MCJUDGE_TOKEN ? ', bearer token required' : ''})`);
  log(sandbox ? `sandbox: ${sandbox.isolation}\n  memory: ${sandbox.memory}\n  processes: ${sandbox.processes}\n  disk: ${sandbox.disk}` : 'WARNING: no sandbox (--unsafe-no-sandbox): run trusted code only');
  await new Promise<void>((resolveStop) => {
    const stop = () => resolveStop();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  log('stopping');
  await server.close();
  return 0;
}
