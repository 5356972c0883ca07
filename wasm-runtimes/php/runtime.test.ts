import { describeRuntimeContract } from '../contract/runtime-contract.ts';

describeRuntimeContract('PHP', {
  passes: '<?php\nfunction add($a, $b) { return $a + $b; }\nassert(add(1, 1) === 2);\necho "ok\\n";\n',
  failsItsAssert: '<?php\nassert(1 + 1 === 3);\n',
  broken: { text: '<?php\nfunction (\n', status: 'failed' },
  loopsForever: '<?php\nwhile (true) {}\n',
  floods: '<?php\nfor ($i = 0; $i < 20000; $i++) echo str_repeat("x", 40), "\\n";\n',
});
