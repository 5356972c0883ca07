import { describeRuntimeContract } from '../contract/runtime-contract.ts';

describeRuntimeContract('Ruby', {
  passes: "require 'prime'\nraise 'Test failed' unless Prime.first(3) == [2, 3, 5]\nat_exit { puts 'done' }\n",
  failsItsAssert: "raise 'Test failed' unless 1 + 1 == 3\n",
  broken: { text: 'def f(\n', status: 'failed' },
  loopsForever: 'loop { }\n',
  floods: '20000.times { puts "x" * 40 }\n',
});
