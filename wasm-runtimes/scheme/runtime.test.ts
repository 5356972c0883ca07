import { describe, expect, it } from 'vitest';
import { describeRuntimeContract } from '../contract/runtime-contract.ts';
import { nodeAssets } from '../host/node-assets.ts';
import { runtime } from './runtime.ts';

for (const language of ['Scheme', 'Racket']) {
  describeRuntimeContract(language, {
    passes: '#lang racket\n(require rackunit)\n(define (add a b) (+ a b))\n(check-equal? (add 2 3) 5)\n(displayln "ok")\n',
    failsItsAssert: '#lang racket\n(require rackunit)\n(check-equal? (+ 1 1) 3)\n',
    broken: { text: '#lang racket\n(define (f x)\n  (+ x 1)\n', status: 'failed' },
    loopsForever: '#lang racket\n(let loop () (loop))\n',
    floods: '#lang racket\n(for ([i 20000]) (displayln (make-string 40 #\\x)))\n',
    handsOn: '#lang racket\n(require srfi/1)\n(displayln (iota 3))\n',
  });
}

describe('Racket on BiwaScheme, run through the runtime directly', () => {
  const run = async (text: string, main = '1.rkt') => {
    await runtime.load(nodeAssets);
    return runtime.run({ files: [{ path: main, text }], main, outputCap: 1 << 16 });
  };

  it('reports a failing check as rackunit does (FAILURE on stderr, exit 0) and an error in a check as ERROR', async () => {
    const out = await run('#lang racket\n(require rackunit)\n(check-equal? (car (list 1)) 2)\n(check-equal? (car \'()) 1)\n(displayln "after")\n');
    expect(out).toMatchObject({ exitCode: 0, stdout: 'after\n' });
    expect(out.stderr).toBe(
      '--------------------\nFAILURE\nname:       check-equal?\nlocation:   1.rkt:3:0\nactual:     1\nexpected:   2\n--------------------\n' +
        "--------------------\nERROR\nname:       check-equal?\nlocation:   1.rkt:4:0\n\ncar: contract violation\n  expected: pair?\n  given: '()\n--------------------\n",
    );
  }, 60_000);
});
