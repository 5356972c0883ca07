import { describe, expect, it } from 'vitest';
import { whileCurrent } from './while-current.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('whileCurrent', () => {
  it('keeps the newer load when the older one finishes last (Python tasks landing after Kotlin\'s)', async () => {
    const shown: string[] = [];
    const python = deferred<string>();
    const kotlin = deferred<string>();
    const stopPython = whileCurrent(python.promise, (v) => shown.push(v));
    stopPython(); // the language changed: the effect reran
    whileCurrent(kotlin.promise, (v) => shown.push(v));
    kotlin.resolve('Kotlin');
    await kotlin.promise;
    python.resolve('Python');
    await python.promise;
    await Promise.resolve();
    expect(shown).toEqual(['Kotlin']);
  });

  it('reports a current load\'s error and drops a superseded one\'s', async () => {
    const errors: string[] = [];
    const old = deferred<string>();
    const now = deferred<string>();
    whileCurrent(old.promise, () => {}, (e) => errors.push(e.message))();
    whileCurrent(now.promise, () => {}, (e) => errors.push(e.message));
    old.reject(new Error('old'));
    now.reject('not an Error');
    await Promise.allSettled([old.promise, now.promise]);
    await Promise.resolve();
    expect(errors).toEqual(['not an Error']);
  });
});
