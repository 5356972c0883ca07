import { describeRuntimeContract } from '../contract/runtime-contract.ts';

describeRuntimeContract('Perl', {
  passes: 'use strict;\nuse List::Util qw(sum);\ndie "Test failed" unless sum(1, 2, 3) == 6;\nprint "ok\\n";\n',
  failsItsAssert: 'die "Test failed" unless 1 + 1 == 3;\n',
  broken: { text: 'sub f {\n', status: 'failed' },
  loopsForever: 'while (1) {}\n',
  floods: 'print "x" x 40, "\\n" for 1..20000;\n',
  handsOn: 'use Test::More tests => 1;\nok(1);\n',
});
