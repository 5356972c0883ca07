import { describeRedis, NothingToServe, SandboxUnavailable, startWorker } from '@mcjudge/server';
import { parseLanguages, parsePositive, parseRedis, parseSeconds, UsageError } from '../options.ts';

export interface WorkerArgs {
  /** The Redis the producers use (also MCJUDGE_REDIS). */
  redis?: string;
  /** Programs at once across every language served (default: cores). */
  slots?: string;
  /** Serve only these languages (default: every one installed here). */
  languages?: string;
  /** How soon a dead worker's job is taken over, in seconds: job lock lifetime and stalled-check period (default 30). */
  'stalled-interval'?: string;
  'unsafe-no-sandbox'?: boolean;
}

/** After SIGTERM/SIGINT the process is gone within this long, whatever is still running. */
const EXIT_DEADLINE_MS = 5000;

/**
 * `mcjudge worker`: takes jobs from the Redis queues of the languages this host can run, runs them in
 * the sandbox, until SIGINT/SIGTERM; then stops taking jobs, kills the running programs (their jobs go
 * back to the queue for another worker) and exits within a few seconds.
 */
export async function workerCommand(args: WorkerArgs, log: (s: string) => void): Promise<number> {
  const redis = parseRedis(args.redis);
  if (!redis) throw new UsageError('mcjudge worker needs --redis URL (or MCJUDGE_REDIS), such as redis://127.0.0.1:6379');
  const slots = args.slots === undefined ? undefined : parsePositive('slots', args.slots);
  const languages = parseLanguages(args.languages);
  const stalledIntervalMs = parseSeconds('stalled-interval', args['stalled-interval']);
  log(`mcjudge worker: checking the sandbox and the toolchains of ${languages ? languages.map((l) => l.name).join(', ') : 'every language'}`);
  let worker;
  try {
    worker = await startWorker({ redis, slots, languages, stalledIntervalMs, unsafeNoSandbox: args['unsafe-no-sandbox'], prefix: process.env.MCJUDGE_REDIS_PREFIX || undefined, log });
  } catch (e) {
    if (e instanceof SandboxUnavailable) {
      log(`mcjudge worker: refusing to run untrusted code without a sandbox: ${e.message}\n(install bubblewrap, or start with --unsafe-no-sandbox for trusted code only)`);
      return 1;
    }
    if (e instanceof NothingToServe) {
      log(`mcjudge worker: ${e.message}`);
      return 1;
    }
    throw e;
  }
  log(`mcjudge worker ${worker.id} on ${describeRedis(redis)}: ${worker.slots} slot(s), ${worker.languages.length} language(s)`);
  for (const { language, runtime } of worker.languages) log(`  ${language.name.padEnd(14)} ${runtime.id} ${runtime.version}`);
  if (worker.skipped.length) log(`not served here: ${worker.skipped.map((s) => s.language.name).join(', ')}`);
  log(worker.sandbox ? `sandbox: ${worker.sandbox.isolation}` : 'WARNING: no sandbox (--unsafe-no-sandbox): run trusted code only');
  log('ready');
  const signal = await new Promise<NodeJS.Signals>((resolveStop) => {
    process.once('SIGINT', () => resolveStop('SIGINT'));
    process.once('SIGTERM', () => resolveStop('SIGTERM'));
  });
  log(`${signal}: stopping (running programs are killed and their jobs handed back; a second signal exits at once)`);
  const code = signal === 'SIGINT' ? 130 : 143;
  setTimeout(() => process.exit(code), EXIT_DEADLINE_MS).unref();
  const again = () => process.exit(code);
  process.once('SIGINT', again);
  process.once('SIGTERM', again);
  await worker.stop({ killPrograms: true });
  log('stopped');
  return 0;
}
