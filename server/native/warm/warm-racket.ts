import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { WarmZygote, ZYGOTE_C } from './warm-zygote.ts';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'racket-service');

/** A name the keeper can write in its /box as the run folder holds it. */
const plainName = (name: string) => name !== '' && name !== '.' && name !== '..' && !/[/\0]/.test(name);

/**
 * `racket N.rkt` (and `racket N.scm`) from a zygote (docs/server.md#the-racket-zygote): a racket in the
 * sandbox that has loaded `racket` and `rackunit` once forks for each program (warm-zygote.ts); the
 * fork runs the program as the command line would (racket-service/run-file.rkt). zygote.rkt loads
 * zygote.c through Racket's FFI and reads each request as JSON.
 */
export class WarmRacket extends WarmZygote {
  constructor(racketPath: string, sandbox: Sandbox) {
    super({
      library: { source: ZYGOTE_C, included: [] },
      argv: (library, seccompFilter) => [racketPath, join(FOLDER, 'zygote.rkt'), library, seccompFilter],
      readOnly: [FOLDER],
      processes: 2,
      // racket with `racket` and `rackunit` loaded is about 130 MB, and each fork's program counts too.
      memoryMb: 1024,
      carries: plainName,
      request: (request) => request,
    }, sandbox);
  }

  /** Whether `racket <args>` is one the zygote takes: one .rkt or .scm file in the step's folder, no option. */
  static serves(args: string[], sandboxed: boolean): boolean {
    return sandboxed && args.length === 1 && /^[^-/][^/]*\.(rkt|scm)$/.test(args[0]);
  }
}
