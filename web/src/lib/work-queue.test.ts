import { describe, expect, it } from 'vitest';
import { WorkQueue } from './work-queue.ts';

const tick = (ms = 2) => new Promise((r) => setTimeout(r, ms));

describe('WorkQueue', () => {
  it('runs work pushed while earlier work runs, at most `limit` at once, in arrival order, and drains after the last', async () => {
    const queue = new WorkQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(i);
      await tick();
      running--;
    };
    for (let i = 0; i < 3; i++) queue.push(work(i));
    await tick(1);
    for (let i = 3; i < 6; i++) queue.push(work(i));
    await queue.drained();
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(queue.pending).toBe(0);
  });

  it('drains at once when empty, and reports the first failure after all work has run', async () => {
    await new WorkQueue(1).drained();
    const queue = new WorkQueue(1);
    let ran = 0;
    queue.push(async () => {
      ran++;
      throw new Error('first');
    });
    queue.push(async () => void ran++);
    await expect(queue.drained()).rejects.toThrow('first');
    expect(ran).toBe(2);
  });
});
