import { OutputCapture } from '../output-capture.ts';
import type { StepOutput } from '../runtime.ts';
import { assertModule } from './assert-module.ts';
import { format, inspect } from './format-value.ts';

/** Node's built-in modules: a program that requires one this runtime lacks is handed to native Node. */
const NODE_BUILTINS = new Set(
  'assert async_hooks buffer child_process cluster console constants crypto dgram diagnostics_channel dns domain events fs http http2 https inspector module net os path perf_hooks process punycode querystring readline repl stream string_decoder sys timers tls trace_events tty url util v8 vm wasi worker_threads zlib test'.split(' '),
);

class ExitSignal {
  constructor(readonly code: number) {}
}
class NeedsNode {
  constructor(readonly reason: string) {}
}

/** Timers the program starts: the run ends when none is left, as a Node process exits when its loop is empty. */
class ProgramTimers {
  private readonly pending = new Map<number, ReturnType<typeof setTimeout>>();
  private next = 1;
  failure: unknown;
  hasFailure = false;

  constructor(private readonly onError: (e: unknown) => void) {}

  private guard(fn: (...a: unknown[]) => unknown, args: unknown[]) {
    try {
      fn(...args);
    } catch (e) {
      this.onError(e);
    }
  }

  setTimeout = (fn: (...a: unknown[]) => unknown, ms = 0, ...args: unknown[]): number => {
    const id = this.next++;
    this.pending.set(id, setTimeout(() => {
      this.pending.delete(id);
      this.guard(fn, args);
    }, ms));
    return id;
  };
  setInterval = (fn: (...a: unknown[]) => unknown, ms = 0, ...args: unknown[]): number => {
    const id = this.next++;
    this.pending.set(id, setInterval(() => this.guard(fn, args), Math.max(1, ms)));
    return id;
  };
  clear = (id: number): void => {
    const t = this.pending.get(id);
    if (t !== undefined) {
      clearTimeout(t);
      clearInterval(t);
      this.pending.delete(id);
    }
  };
  get idle(): boolean {
    return this.pending.size === 0;
  }
  clearAll(): void {
    for (const id of [...this.pending.keys()]) this.clear(id);
  }
}

/** A turn of the worker's event loop, so promise jobs and due timers run. */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs JavaScript as `node file.js` runs a CommonJS module: sloppy mode inside the module function, with
 * `require`, `module`, `exports`, `console` and `process`; an uncaught error prints its stack to stderr and
 * exits 1, `console.assert` prints "Assertion failed" to stderr, and the run waits for the program's
 * timers and promises. Globals of the worker are shadowed, not shared, between programs.
 */
export async function runCommonJs(code: string, filename: string, outputCap: number): Promise<StepOutput> {
  const out = new OutputCapture(outputCap);
  const print = (stream: 'stdout' | 'stderr') => (...args: unknown[]) => out.write(stream, format(...args) + '\n');
  let exitCode = 0;
  let uncaught: unknown;
  let failed = false;
  const fail = (e: unknown) => {
    if (failed) return;
    failed = true;
    uncaught = e;
  };
  const timers = new ProgramTimers(fail);
  const counts = new Map<string, number>();
  const console = {
    log: print('stdout'),
    info: print('stdout'),
    debug: print('stdout'),
    dir: (v: unknown) => out.write('stdout', inspect(v, 1) + '\n'),
    table: print('stdout'),
    error: print('stderr'),
    warn: print('stderr'),
    trace: (...a: unknown[]) => out.write('stderr', 'Trace: ' + format(...a) + '\n'),
    assert: (ok: unknown, ...a: unknown[]) => {
      if (!ok) out.write('stderr', a.length ? `Assertion failed: ${format(...a)}\n` : 'Assertion failed\n');
    },
    count: (label = 'default') => {
      counts.set(label, (counts.get(label) ?? 0) + 1);
      out.write('stdout', `${label}: ${counts.get(label)}\n`);
    },
    time: () => {},
    timeEnd: () => {},
    group: print('stdout'),
    groupEnd: () => {},
  };
  const process = {
    argv: ['node', `/box/${filename}`],
    env: {} as Record<string, string>,
    platform: 'linux',
    exitCode: undefined as number | undefined,
    exit(code?: number) {
      throw new ExitSignal(code ?? process.exitCode ?? 0);
    },
    stdout: { write: (s: unknown) => (out.write('stdout', String(s)), true), isTTY: false },
    stderr: { write: (s: unknown) => (out.write('stderr', String(s)), true), isTTY: false },
    nextTick: (fn: (...a: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => fn(...args)),
    hrtime: Object.assign((prev?: [number, number]) => {
      const ns = BigInt(Math.round(performance.now() * 1e6));
      const t: [number, number] = [Number(ns / 1_000_000_000n), Number(ns % 1_000_000_000n)];
      return prev ? [t[0] - prev[0], t[1] - prev[1]] : t;
    }, { bigint: () => BigInt(Math.round(performance.now() * 1e6)) }),
    memoryUsage: () => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0 }),
    on: () => process,
  };
  const require = (name: string): unknown => {
    const bare = name.replace(/^node:/, '');
    if (bare === 'assert' || bare === 'assert/strict') return assertModule;
    if (bare === 'util') return { format, inspect: (v: unknown) => inspect(v, 1), isDeepStrictEqual: undefined };
    if (bare === 'process') return process;
    if (bare === 'console') return console;
    if (NODE_BUILTINS.has(bare.split('/')[0])) throw new NeedsNode(`the program requires Node's "${name}" module, which the browser JavaScript runtime does not have`);
    const e = new Error(`Cannot find module '${name}'`) as Error & { code: string };
    e.code = 'MODULE_NOT_FOUND';
    throw e;
  };
  const module = { exports: {} as unknown, id: '.', filename: `/box/${filename}`, loaded: false, children: [] };

  const onRejection = (event: unknown) => {
    const reason = (event as { reason?: unknown }).reason ?? event;
    (event as { preventDefault?: () => void }).preventDefault?.();
    fail(reason);
  };
  const hostProcess = (globalThis as { process?: { on(e: string, f: (r: unknown) => void): void; off(e: string, f: (r: unknown) => void): void } }).process;
  const scope = globalThis as { addEventListener?: (t: string, f: (e: unknown) => void) => void; removeEventListener?: (t: string, f: (e: unknown) => void) => void };
  if (hostProcess?.on) hostProcess.on('unhandledRejection', onRejection);
  else scope.addEventListener?.('unhandledrejection', onRejection);
  try {
    const fn = new Function(
      'exports', 'require', 'module', '__filename', '__dirname', 'console', 'process',
      'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'globalThis', 'global',
      code + `\n//# sourceURL=${filename}`,
    );
    const sandboxGlobal = Object.create(globalThis, { console: { value: console }, process: { value: process } });
    fn.call(module.exports, module.exports, require, module, `/box/${filename}`, '/box', console, process,
      timers.setTimeout, timers.setInterval, timers.clear, timers.clear, (f: () => void) => timers.setTimeout(f, 0), sandboxGlobal, sandboxGlobal);
    await tick();
    while (!failed && !timers.idle) await tick();
    await tick();
  } catch (e) {
    fail(e);
  } finally {
    timers.clearAll();
    if (hostProcess?.off) hostProcess.off('unhandledRejection', onRejection);
    else scope.removeEventListener?.('unhandledrejection', onRejection);
  }
  if (failed) {
    if (uncaught instanceof ExitSignal) exitCode = uncaught.code;
    else if (uncaught instanceof NeedsNode) return out.finish({ exitCode: null, unavailable: uncaught.reason });
    else {
      out.write('stderr', `${filename}\n${uncaught instanceof Error ? (uncaught.stack ?? `${uncaught.name}: ${uncaught.message}`) : `Uncaught ${inspect(uncaught, 1)}`}\n\nNode.js (mcjudge browser runtime)\n`);
      exitCode = 1;
    }
  } else if (process.exitCode !== undefined) exitCode = process.exitCode;
  return out.finish({ exitCode });
}
