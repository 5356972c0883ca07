import type { Datum } from './reader.ts';

/**
 * What the expander produces: BiwaScheme's core language (lambda, if, set!, quote, begin, call/cc,
 * application) over uniquely named variables. Globals are the module's variables (`m:<name>`) and the
 * runtime's primitives (`#%<name>`); locals are `<name>.<n>`. No name a program writes reaches BiwaScheme
 * as written, so none of BiwaScheme's own bindings (its macros, `js-eval`...) is reachable.
 */
export type Core =
  | { k: 'quote'; d: Datum }
  | { k: 'const'; v: unknown }
  | { k: 'ref'; name: string }
  | { k: 'set'; name: string; value: Core }
  | { k: 'if'; test: Core; then: Core; else: Core }
  | { k: 'lambda'; params: string[]; body: Core }
  | { k: 'seq'; body: Core[] }
  | { k: 'app'; fn: Core; args: Core[] }
  | { k: 'callcc'; fn: Core };

export const ref = (name: string): Core => ({ k: 'ref', name });
export const prim = (name: string): Core => ({ k: 'ref', name: `#%${name}` });
export const app = (fn: Core, ...args: Core[]): Core => ({ k: 'app', fn, args });
export const call = (primName: string, ...args: Core[]): Core => app(prim(primName), ...args);
export const constant = (v: unknown): Core => ({ k: 'const', v });
export const lambda = (params: string[], body: Core): Core => ({ k: 'lambda', params, body });
export const iff = (test: Core, then: Core, otherwise: Core): Core => ({ k: 'if', test, then, else: otherwise });
export const set = (name: string, value: Core): Core => ({ k: 'set', name, value });
export function seq(...body: Core[]): Core {
  const flat = body.flatMap((c) => (c.k === 'seq' ? c.body : [c]));
  return flat.length === 1 ? flat[0] : { k: 'seq', body: flat };
}
/** ((lambda (names) body) values): a `let`. */
export const letCore = (names: string[], values: Core[], body: Core): Core => (names.length === 0 ? body : app(lambda(names, body), ...values));
