import { describe, expect, it } from 'vitest';
import { WarmPool, type ServiceAnswer } from './warm-pool.ts';

// The pool every warm compiler shares, with a real process that speaks its protocol: a shell that
// answers each request line with its id, and exits right after its first answer (a service that
// crashes while idle: killed for memory, its spawner lost).
const ANSWER_ONCE_THEN_EXIT = `IFS= read -r line; id=\${line#*\\"id\\":}; id=\${id%%,*}; id=\${id%%\\}*}; printf '{"id":%s,"pid":%s}\\n' "$id" $$; exit 0`;

describe("the warm compilers' process pool", () => {
  it('never hands a request to a process that died while idle: it starts a new one, and the request is answered, not timed out', async () => {
    const pool = new WarmPool<ServiceAnswer & { pid: number }>(() => ({ argv: ['/bin/sh', '-c', ANSWER_ONCE_THEN_EXIT], readOnly: [], memoryMb: 256 }), undefined, 100);
    try {
      const first = await pool.ask({ program: 1 }, 10_000);
      expect(first.kind).toBe('answer');
      // Let its exit arrive while the process sits idle in the pool.
      await new Promise((settle) => setTimeout(settle, 300));
      const started = performance.now();
      const second = await pool.ask({ program: 2 }, 10_000);
      expect(second.kind).toBe('answer');
      expect(performance.now() - started).toBeLessThan(5_000);
      if (first.kind === 'answer' && second.kind === 'answer') expect(second.answer.pid).not.toBe(first.answer.pid);
    } finally {
      pool.close();
    }
  });
});
