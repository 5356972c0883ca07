/**
 * Hands a load's outcome on only while the effect that started it is still the current one.
 *
 * An effect that loads something (a language's tasks, a leaderboard) reruns when what it reads
 * changes, and the older load may finish after the newer one: without this, Python's tasks could land
 * after Kotlin's and the list would show the wrong language. Return the teardown from the effect:
 * `$effect(() => whileCurrent(load(x), (v) => (value = v)))`.
 */
export function whileCurrent<T>(load: Promise<T>, onValue: (value: T) => void, onError?: (error: Error) => void): () => void {
  let current = true;
  load.then(
    (value) => {
      if (current) onValue(value);
    },
    (error: unknown) => {
      if (current) onError?.(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return () => {
    current = false;
  };
}
