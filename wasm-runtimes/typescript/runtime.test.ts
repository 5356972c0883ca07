import { describeRuntimeContract } from '../contract/runtime-contract.ts';

describeRuntimeContract('TypeScript', {
  passes: 'enum Color { Red, Green }\nconst seen = new Set<number>([1, 2]);\nlet n: number = 0;\nfor (const x of seen) n += x;\n// tsc targets ES5: iterating a Set yields nothing, exactly as the official run does\nconsole.assert(n === 0 && Color.Green === 1);\n',
  failsItsAssert: 'const sum: number = 1 + 1;\nconsole.assert(sum === 3, "wrong sum");\n',
  broken: { text: 'let x: number = ;\nconsole.log(x.foo.bar);\n', status: 'failed' },
  loopsForever: 'while (true) {}\n',
  floods: 'for (let i = 0; i < 20000; i++) console.log("x".repeat(40));\n',
});
