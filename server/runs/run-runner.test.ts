import { describe, expect, it } from 'vitest';
import type { DataSource, Executor } from '@mcjudge/core';
import { MemoryRunStore } from './memory-run-store.ts';
import { LocalRunRunner } from './run-runner.ts';

/** A store whose backend is gone (Redis down, out of memory): every call fails. */
class GoneStore extends MemoryRunStore {
  override get(): never {
    throw new Error('the store is gone');
  }
  override async transition(): Promise<boolean> {
    throw new Error('the store is gone');
  }
}

describe('the embedded run runner', () => {
  it('goes on to the next run when a broken run cannot even be marked failed: the failure is logged, the slot given back', async () => {
    const lines: string[] = [];
    // Neither is reached: the store fails first.
    const deps = { store: new GoneStore(), executor: {} as Executor, data: {} as DataSource, slots: 1 };
    const runner = new LocalRunRunner(deps, 1, (line) => lines.push(line));
    await runner.submit('run-1');
    await runner.submit('run-2');
    await new Promise((settle) => setTimeout(settle, 200));
    await runner.close();
    expect(lines.filter((l) => /could not be recorded: the store is gone/.test(l))).toHaveLength(2);
    expect(lines.some((l) => l.startsWith('run run-2 broke'))).toBe(true);
  });
});
