import { describe, expect, it } from 'vitest';
import { getLanguage, judge } from '@mcjudge/core';
import { describeRuntimeContract, withWasmExecutor } from '../contract/runtime-contract.ts';
import { programFor } from '../contract/program-for.ts';

describeRuntimeContract('C', {
  passes: '#include <assert.h>\n#include <math.h>\n#include <stdio.h>\nint main(void) {\n  assert(pow(2, 10) == 1024);\n  printf("ok\\n");\n  return 0;\n}\n',
  failsItsAssert: '#include <assert.h>\nint main(void) {\n  assert(1 + 1 == 3);\n  return 0;\n}\n',
  broken: { text: 'int main( {\n', status: 'compile_error' },
  loopsForever: 'int main(void) {\n  volatile int x = 0;\n  for (;;) x++;\n}\n',
  floods: '#include <stdio.h>\nint main(void) {\n  for (int i = 0; i < 20000; i++) puts("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");\n  return 0;\n}\n',
  handsOn: '#include <setjmp.h>\nint main(void) { jmp_buf b; return setjmp(b); }\n',
});

describeRuntimeContract('CPP', {
  passes: '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n  vector<int> v{3, 1, 2};\n  sort(v.begin(), v.end());\n  assert(v[0] == 1);\n  return 0;\n}\n',
  failsItsAssert: '#include <cassert>\nint main() {\n  assert(1 + 1 == 3);\n  return 0;\n}\n',
  broken: { text: 'int main() { return x; }\n', status: 'compile_error' },
  loopsForever: 'int main() {\n  volatile int x = 0;\n  for (;;) x++;\n}\n',
  floods: '#include <iostream>\nint main() {\n  for (int i = 0; i < 20000; i++) std::cout << std::string(40, \'x\') << "\\n";\n  return 0;\n}\n',
  handsOn: '#include <stdexcept>\nint main() {\n  try { throw std::runtime_error("x"); } catch (const std::exception &) { return 0; }\n}\n',
});

describe('C in WebAssembly: what native Linux would crash on', () => {
  it('a write through a null pointer ends as SIGSEGV (runtime_error), not a pass', async () => {
    const language = getLanguage('C');
    await withWasmExecutor(async (executor) => {
      const program = programFor('C', '#include <stddef.h>\nint main(void) { int *p = NULL; *p = 42; return 0; }\n');
      const result = await executor.execute(program, language);
      expect(judge({ language, program, result, mode: 'default' }).status, JSON.stringify(result)).toBe('runtime_error');
    });
  });
});
