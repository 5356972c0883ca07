import { instantiateBiwa } from './biwa.ts';
import type { Core } from './core.ts';
import { CompileError, Expander, type ExpandedModule } from './expander.ts';
import { HandOn } from './numbers.ts';
import { PRELUDE, PRELUDE_NAMES } from './prelude.ts';
import { ReadError, readModule, type Datum } from './reader.ts';
import { Exit, UNINIT } from './values.ts';
import { primitiveInfo, World } from './world.ts';

/**
 * Runs a `#lang racket` file as `racket <file>` does, on BiwaScheme: read, expand (reader.ts,
 * expander.ts), then run each module-level form in order in a fresh BiwaScheme instance with the runtime's
 * primitives and prelude (world.ts, prelude.ts). A read or compile error prints racket's message and exits
 * 1 before anything runs; an uncaught exception prints its message and exits 1; `(exit n)` exits n.
 * Anything the runtime cannot run faithfully throws HandOn, whose reason the caller reports.
 */

export interface RacketIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

const PRIMITIVES = primitiveInfo(preludeArities());

/** The prelude's procedures with the arguments they accept (from their definitions). */
function preludeArities(): Map<string, readonly [number, number] | undefined> {
  const formals = (f: Datum): [number, number] | undefined => {
    if (f.t === 'sym') return [0, -1];
    if (f.t !== 'list') return undefined;
    const required = f.items.filter((x) => x.t === 'sym').length;
    return [required, f.tail ? -1 : f.items.length];
  };
  const out = new Map<string, readonly [number, number] | undefined>();
  for (const d of readModule(PRELUDE).body) {
    if (d.t !== 'list' || d.items[0]?.t !== 'sym' || d.items[0].name !== 'define') continue;
    const head = d.items[1];
    if (head?.t === 'list' && head.items[0]?.t === 'sym') {
      out.set(head.items[0].name, formals({ ...head, items: head.items.slice(1) }));
    } else if (head?.t === 'sym') {
      const rhs = d.items[2];
      if (rhs?.t === 'list' && rhs.items[0]?.t === 'sym' && rhs.items[0].name === 'case-lambda') {
        const clauses = rhs.items.slice(1).map((c) => (c.t === 'list' ? formals(c.items[0]) : undefined));
        if (clauses.every((c) => c)) {
          const cs = clauses as [number, number][];
          out.set(head.name, [Math.min(...cs.map((c) => c[0])), cs.some((c) => c[1] < 0) ? -1 : Math.max(...cs.map((c) => c[1]))]);
        } else out.set(head.name, undefined);
      } else out.set(head.name, undefined);
    }
  }
  for (const name of PRELUDE_NAMES) if (!out.has(name)) out.set(name, undefined);
  return out;
}
let prelude: ExpandedModule | undefined;

function preludeModule(): ExpandedModule {
  if (!prelude) prelude = new Expander(PRIMITIVES, 'prelude.rkt', true).expandModule(readModule(PRELUDE));
  return prelude;
}

/** Expands a program (no BiwaScheme involved): its compiled forms, or the error racket reports. */
export function compileRacket(text: string, file: string): { module: ExpandedModule } | { error: string } {
  try {
    return { module: new Expander(PRIMITIVES, file).expandModule(readModule(text)) };
  } catch (e) {
    if (e instanceof ReadError || e instanceof CompileError) {
      const where = e.pos ? `${file}:${e.pos.line}:${e.pos.col}: ` : '';
      return { error: `${where}${e.message}\n` };
    }
    throw e;
  }
}

/** Runs a program to its exit status; throws HandOn when it must run elsewhere. */
export function runRacket(biwaSource: string, text: string, file: string, io: RacketIo): number {
  const compiled = compileRacket(text, file);
  if ('error' in compiled) {
    io.stderr(compiled.error);
    return 1;
  }
  const B = instantiateBiwa(biwaSource);
  const world = new World(B, io, file, compiled.module.usesValues);
  installPrelude(world);
  for (const g of compiled.module.globals) B.TopEnv[g] = UNINIT;
  return runForms(world, compiled.module.forms);
}

function installPrelude(world: World): void {
  const p = preludeModule();
  for (const g of p.globals) world.B.TopEnv[g] = UNINIT;
  for (const form of p.forms) world.runForm(form);
  for (const name of PRELUDE_NAMES) {
    const f = world.B.TopEnv[`p:${name}`];
    if (f === undefined || f === UNINIT) throw new Error(`the prelude did not define ${name}`);
    if (typeof f === 'object' || typeof f === 'function') world.names.set(f as object, name);
    world.B.TopEnv[`#%${name}`] = f;
  }
}

function runForms(world: World, forms: Core[]): number {
  for (const form of forms) {
    try {
      world.runForm(form);
    } catch (e) {
      if (e instanceof Exit) return e.status;
      const v = world.caught(e);
      world.stderr.write(`${world.uncaughtMessage(v)}\n  context...:\n   body of "${world.file}"\n`);
      return 1;
    }
  }
  return 0;
}

export { HandOn };
