import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { PLAIN_NAME, PLAIN_REQUESTS, WarmZygote, ZYGOTE_C } from './warm-zygote.ts';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'r-service');

/**
 * `Rscript N.R` from a zygote (docs/server.md#the-r-zygote): an R started as `Rscript zygote.R` forks
 * for each program (warm-zygote.ts); in the fork, R's loop goes on reading its --file, which is then the
 * program's (r-service/r-zygote.c), so the program runs as Rscript runs it. What each program saves is
 * R's start: about 0.3 s of CPU.
 */
export class WarmR extends WarmZygote {
  constructor(rscriptPath: string, sandbox: Sandbox) {
    super({
      library: { source: join(FOLDER, 'r-zygote.c'), included: [ZYGOTE_C] },
      argv: (library, seccompFilter) => [rscriptPath, join(FOLDER, 'zygote.R'), library, seccompFilter],
      readOnly: [FOLDER],
      // R ends every program by removing its temporary folder with system("rm -Rf …"): a `sh` and its
      // `rm`, after the program's last expression, waited for (their CPU counts in the program's).
      processes: 4,
      // R with its default packages is about 60 MB, and each fork's program counts too.
      memoryMb: 1024,
      ...PLAIN_REQUESTS,
    }, sandbox);
  }

  /** Whether `Rscript <args>` is one the zygote takes: one .R file in the step's folder, no option. */
  static serves(args: string[], sandboxed: boolean): boolean {
    return sandboxed && args.length === 1 && PLAIN_NAME.test(args[0]) && args[0].endsWith('.R');
  }
}
