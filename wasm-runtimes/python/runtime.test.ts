import { describe, expect, it } from 'vitest';
import { getLanguage } from '@mcjudge/core';
import { describeRuntimeContract, withWasmExecutor } from '../contract/runtime-contract.ts';
import { programFor } from '../contract/program-for.ts';
import { wasmRuntimeFor } from '../catalog.ts';

describeRuntimeContract('Python', {
  passes: 'import unittest\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(1 + 1, 2)\nif __name__ == "__main__":\n    unittest.main()\n',
  failsItsAssert: 'assert 1 + 1 == 3, "wrong sum"\n',
  broken: { text: 'def f(:\n    pass\n', status: 'failed' },
  loopsForever: 'while True:\n    pass\n',
  floods: 'for i in range(20000):\n    print("x" * 40)\n',
  handsOn: 'import numpy\n',
});

describe('pyodide with a shared interrupt buffer', () => {
  it('stops an infinite loop with KeyboardInterrupt and keeps the same warm worker', async () => {
    const language = getLanguage('Python');
    await withWasmExecutor(async (executor) => {
      const first = await executor.execute(programFor('Python', 'print("warm")\n'), language);
      expect(first.steps[0].exitCode).toBe(0);
      const loop = await executor.execute(programFor('Python', 'while True:\n    pass\n', 1_500), language);
      expect(loop.steps[0].timedOut).toBe(true);
      // Interrupted, not terminated: the same worker runs the next program, no second load.
      const next = await executor.execute(programFor('Python', 'x = sum(range(10))\nassert x == 45\n'), language);
      expect(next.steps[0].exitCode).toBe(0);
      expect(executor.pool(wasmRuntimeFor(language)!).started).toBe(1);
    });
  });
});
