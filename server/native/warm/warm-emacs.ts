import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { PLAIN_NAME, PLAIN_REQUESTS, WarmZygote, ZYGOTE_C } from './warm-zygote.ts';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'emacs-service');

/**
 * What the zygote evaluates (`--eval`, so that no file of ours is in `load-history`): it loads the
 * module and serves; in a program's process, with the program's file name, it leaves Emacs as
 * `emacs --batch -l FILE` is before it loads FILE: the start-up's messages written to stderr again
 * (Emacs logged them in *Messages* as it printed them), a fresh random seed, the module's function
 * gone, and the command line turned into `-l FILE` in place (command-line-1 was given that very
 * list: a backtrace shows `command-line-1(("-l" "FILE"))`), which command-line-1 then goes on to load.
 */
const form = (library: string, seccompFilter: string) => `(let ((file (progn (module-load ${JSON.stringify(library)}) (mcj-zygote-serve ${JSON.stringify(seccompFilter)}))))
  (fmakunbound 'mcj-zygote-serve)
  (unintern "mcj-zygote-serve" obarray)
  (princ (with-current-buffer "*Messages*" (buffer-string)) #'external-debugging-output)
  (random t)
  (setcar (cdr command-line-args) "-l")
  (setcar (cddr command-line-args) file)
  (setq command-line-args-left (list "-l" file))
  nil)`;

/**
 * `emacs --batch -l N.el` from a zygote (docs/server.md#emacs-lisp-the-zygote): an Emacs in batch mode
 * forks for each program (warm-zygote.ts, emacs-service/emacs-zygote.c), and the fork goes on to load
 * the program as the command line would.
 */
export class WarmEmacs extends WarmZygote {
  constructor(emacsPath: string, sandbox: Sandbox) {
    super({
      library: { source: join(FOLDER, 'emacs-zygote.c'), included: [ZYGOTE_C] },
      mainArg: 2,
      argv: (library, seccompFilter) => [emacsPath, '--batch', '--eval', form(library, seccompFilter)],
      readOnly: [FOLDER],
      processes: 2,
      // Emacs in batch mode is about 40 MB, and each fork's program counts too.
      memoryMb: 1024,
      ...PLAIN_REQUESTS,
    }, sandbox);
  }

  /** Whether `emacs <args>` is one the zygote takes: exactly `--batch -l N.el`, the file in the step's folder. */
  static serves(args: string[], sandboxed: boolean): boolean {
    return sandboxed && args.length === 3 && args[0] === '--batch' && args[1] === '-l' && PLAIN_NAME.test(args[2]) && args[2].endsWith('.el');
  }
}
