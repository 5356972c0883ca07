import { describeRuntimeContract } from '../contract/runtime-contract.ts';

describeRuntimeContract('Lua', {
  passes: 'assert(math.pow(2, 10) == 1024)\nassert(7 // 2 == 3)\nprint("ok")\n',
  failsItsAssert: 'assert(1 + 1 == 3)\n',
  broken: { text: 'x = = 1\n', status: 'failed' },
  loopsForever: 'while true do end\n',
  floods: 'for i = 1, 20000 do print(string.rep("x", 40)) end\n',
});
