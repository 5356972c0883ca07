import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeAssets } from '../host/node-assets.ts';
import { readBiwaSource } from './biwa.ts';
import { runRacket } from './racket.ts';

/**
 * Programs in cases/*.rkt (numbers and their printing, strings, control forms, errors inside and outside
 * rackunit checks, compile and read errors, module-level printing...), run through the BiwaScheme runtime:
 * the exit status, stdout and rackunit's FAILURE and ERROR reports must be racket's, as recorded in
 * cases/recorded.json by scripts/record-racket-cases.ts.
 */
const CASES = join(import.meta.dirname, 'cases');
const recorded = JSON.parse(readFileSync(join(CASES, 'recorded.json'), 'utf8')) as {
  racket: string;
  cases: Record<string, { exitCode: number; stdout: string; failures: number; errors: number }>;
};

let biwa: string;
beforeAll(async () => {
  biwa = await readBiwaSource(nodeAssets);
});

describe(`the BiwaScheme runtime gives what ${recorded.racket} gave`, () => {
  for (const name of readdirSync(CASES).filter((f) => f.endsWith('.rkt'))) {
    it(name, () => {
      let stdout = '';
      let stderr = '';
      const exitCode = runRacket(biwa, readFileSync(join(CASES, name), 'utf8'), '1.rkt', { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
      const expected = recorded.cases[name];
      expect(expected, `${name} is not recorded: run scripts/record-racket-cases.ts`).toBeDefined();
      expect({ exitCode, failures: stderr.split('\nFAILURE\n').length - 1, errors: stderr.split('\nERROR\n').length - 1 }, stderr).toEqual({
        exitCode: expected.exitCode,
        failures: expected.failures,
        errors: expected.errors,
      });
      expect(stdout).toBe(expected.stdout);
    });
  }
});
