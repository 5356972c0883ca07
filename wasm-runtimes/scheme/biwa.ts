import type { AssetSource } from '../runtime.ts';

/**
 * BiwaScheme 0.8.3 (MIT), loaded as a fresh module instance per program: its global environment
 * (`TopEnv`), symbol and character tables live in the module, so a new evaluation of the module text
 * shares nothing with the last one. The browser build (`release/biwascheme.mjs`) is read as text through
 * the AssetSource and evaluated in a function whose parameters stand in for the page globals it touches
 * when loaded (`window`, `document`, `console`): it neither needs a page nor sees the worker's globals by
 * those names. The same code runs in a Node worker thread and a module Web Worker.
 */

export const BIWA_PACKAGE = 'biwascheme';
export const BIWA_FILE = 'release/biwascheme.mjs';

/** The parts of BiwaScheme the runtime uses. */
export interface Biwa {
  VERSION: string;
  TopEnv: Record<string, unknown>;
  CoreEnv: Record<string, unknown>;
  nil: object;
  undef: object;
  Pair: new (car: unknown, cdr: unknown) => BPair;
  Sym: (name: string) => BSymbol;
  isSymbol: (x: unknown) => x is BSymbol;
  Char: { get(c: string): BChar } & (abstract new (...args: never[]) => BChar);
  isChar: (x: unknown) => x is BChar;
  Closure: abstract new (...args: never[]) => object;
  isClosure: (x: unknown) => boolean;
  Call: new (proc: unknown, args: unknown[], after?: (ar: unknown[], intp: BInterpreter) => unknown) => object;
  Interpreter: new (...args: unknown[]) => BInterpreter;
  Compiler: new () => { run(expr: unknown): { il: unknown } };
}

export interface BPair {
  car: unknown;
  cdr: unknown;
}
export interface BSymbol {
  name: string;
}
export interface BChar {
  value: string;
}
export interface BInterpreter {
  stack: unknown[];
  _execute(a: unknown, x: unknown, f: number, c: unknown, s: number): unknown;
  invoke_closure(closure: unknown, args: unknown[]): unknown;
  push(x: unknown, s: number): number;
  capture_continuation(s: number, n: number): unknown;
}

const EXPORT = 'export default BiwaScheme$1;';

export async function readBiwaSource(assets: AssetSource): Promise<string> {
  const text = new TextDecoder().decode(await assets.bytes(BIWA_PACKAGE, BIWA_FILE));
  if (text.split(EXPORT).length !== 2 || !text.trimEnd().endsWith(EXPORT)) throw new Error(`${BIWA_FILE} is not the expected BiwaScheme 0.8.3 build`);
  return text.replace(EXPORT, 'return BiwaScheme$1;');
}

const SILENT_CONSOLE = Object.fromEntries(['log', 'info', 'warn', 'error', 'debug', 'trace'].map((k) => [k, () => {}]));

/** A fresh BiwaScheme: new global environment, symbol and character tables. */
export function instantiateBiwa(source: string): Biwa {
  const document = { querySelector: () => null, querySelectorAll: () => [], createElement: () => ({}) };
  const window = { console: SILENT_CONSOLE, addEventListener: () => {}, jQuery: undefined } as Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the vendored module text, checked in biwa.test.ts
  const biwa = new Function('window', 'document', 'console', source)(window, document, SILENT_CONSOLE) as Biwa;
  return biwa;
}
