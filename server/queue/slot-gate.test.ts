import { describe, expect, it } from 'vitest';
import { SlotGate } from './slot-gate.ts';

describe('SlotGate', () => {
  it('hands out at most its size, then the next slot to the first waiter', async () => {
    const gate = new SlotGate(2);
    expect(await gate.acquire()).toBe(true);
    expect(await gate.acquire()).toBe(true);
    const order: string[] = [];
    const first = gate.acquire().then((ok) => order.push(`first ${ok}`));
    const second = gate.acquire().then((ok) => order.push(`second ${ok}`));
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual([]);
    expect(gate.inUse).toBe(2);
    gate.release();
    await first;
    expect(order).toEqual(['first true']);
    gate.release();
    await second;
    expect(order).toEqual(['first true', 'second true']);
    expect(gate.inUse).toBe(2);
  });

  it('wakes every waiter with false once closed, and grants nothing after', async () => {
    const gate = new SlotGate(1);
    await gate.acquire();
    const waiting = [gate.acquire(), gate.acquire()];
    gate.close();
    expect(await Promise.all(waiting)).toEqual([false, false]);
    gate.release();
    expect(await gate.acquire()).toBe(false);
  });
});
