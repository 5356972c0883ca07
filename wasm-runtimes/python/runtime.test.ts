import { describeRuntimeContract } from '../contract/runtime-contract.ts';

describeRuntimeContract('Python', {
  passes: 'import unittest\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(1 + 1, 2)\nif __name__ == "__main__":\n    unittest.main()\n',
  failsItsAssert: 'assert 1 + 1 == 3, "wrong sum"\n',
  broken: { text: 'def f(:\n    pass\n', status: 'failed' },
  loopsForever: 'while True:\n    pass\n',
  floods: 'for i in range(20000):\n    print("x" * 40)\n',
  handsOn: 'import numpy\n',
});
