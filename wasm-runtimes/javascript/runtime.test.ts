import { describeRuntimeContract } from '../contract/runtime-contract.ts';

describeRuntimeContract('JavaScript', {
  passes: 'const assert = require("assert");\nassert.deepStrictEqual([1, 2], [1, 2]);\nsetTimeout(() => console.assert(1 + 1 === 2), 5);\n',
  failsItsAssert: 'console.assert(1 + 1 === 3, "wrong sum");\n',
  broken: { text: 'function (', status: 'failed' },
  loopsForever: 'while (true) {}\n',
  floods: 'for (let i = 0; i < 20000; i++) console.log("x".repeat(40));\n',
  handsOn: 'const fs = require("fs");\nconsole.log(fs.readFileSync("/etc/hostname", "utf8"));\n',
});
