import { describeRuntimeContract } from '../contract/runtime-contract.ts';

describeRuntimeContract('CoffeeScript', {
  passes: 'assert = require "assert"\nsquare = (x) -> x * x\nassert.strictEqual square(3), 9\n',
  failsItsAssert: 'assertEqual = (a, b) -> throw new Error "#{a} != #{b}" unless a is b\nassertEqual 1 + 1, 3\n',
  broken: { text: 'x = (\n', status: 'failed' },
  loopsForever: 'loop\n  x = 1\n',
  floods: 'for i in [1..20000]\n  console.log "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"\n',
});
