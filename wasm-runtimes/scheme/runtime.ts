import { OutputCapture } from '../output-capture.ts';
import type { Job, StepOutput, WasmRuntime } from '../runtime.ts';
import { readBiwaSource } from './biwa.ts';
import { HandOn } from './numbers.ts';
import { runRacket } from './racket.ts';

/**
 * Scheme and Racket (McEval runs both with `racket N.scm|rkt`, as `#lang racket` modules with rackunit)
 * on BiwaScheme 0.8.3: the program is read and expanded here as racket would (racket.ts), then runs on
 * BiwaScheme's VM in a fresh BiwaScheme instance with Racket's primitives, numbers, printer and rackunit.
 * What it cannot run as racket 8.7 does is handed on with the reason (hand-on-rules.ts).
 */

let biwaSource = '';

export const runtime: WasmRuntime = {
  async load(assets) {
    biwaSource = await readBiwaSource(assets);
    // A first run here compiles the runtime's own code in V8 before the first program.
    runRacket(biwaSource, '#lang racket\n(define (f x) (* x 2))\n(void (f 2))\n', 'warm-up.rkt', { stdout: () => {}, stderr: () => {} });
    return 'racket 8.7 subset (BiwaScheme 0.8.3)';
  },
  async run(job: Job): Promise<StepOutput> {
    const out = new OutputCapture(job.outputCap);
    const main = job.files.find((f) => f.path === job.main);
    if (!main) return out.finish({ exitCode: null, unavailable: `the program has no file ${job.main}` });
    const file = main.path.slice(main.path.lastIndexOf('/') + 1);
    try {
      const exitCode = runRacket(biwaSource, main.text, file, {
        stdout: (s) => out.write('stdout', s),
        stderr: (s) => out.write('stderr', s),
      });
      return out.finish({ exitCode });
    } catch (e) {
      if (e instanceof HandOn) return new OutputCapture(job.outputCap).finish({ exitCode: null, unavailable: e.reason });
      return new OutputCapture(job.outputCap).finish({ exitCode: null, unavailable: `the BiwaScheme runtime failed: ${String((e as Error)?.message ?? e).split('\n')[0].slice(0, 200)}` });
    }
  },
};
