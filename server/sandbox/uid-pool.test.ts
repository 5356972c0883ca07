import { describe, expect, it } from 'vitest';
import { UidPool } from './sandbox.ts';

describe("the sandbox's pool of service uids", () => {
  it('hands a uid given back to the service waiting for one', async () => {
    const pool = new UidPool(5, 6);
    expect(await pool.take()).toBe(5);
    const waiting = pool.take();
    pool.give(5);
    expect(await waiting).toBe(5);
  });

  // Idle warm compilers keep their uids: with every one held, a wait with no end hung the step for good.
  it('fails a wait that outlasts its limit, with the reason, and gives a uid returned later to the next taker', async () => {
    const pool = new UidPool(5, 6, 100);
    expect(await pool.take()).toBe(5);
    await expect(pool.take()).rejects.toThrow(/no uid for another service.*within 0.1 s/);
    pool.give(5);
    expect(await pool.take()).toBe(5);
  });
});
