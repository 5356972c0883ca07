/**
 * What a program in a browser worker could use to reach beyond its own run: the origin's storage (where
 * the web app caches verdicts by answer), other contexts of the origin, and new workers (whose fresh
 * globals would have all of it again). A program runs with the worker's globals (pyodide's `run_js`, a
 * JavaScript answer's own code), so these are removed from the worker's scope before any runtime loads.
 */
const UNREACHABLE = ['indexedDB', 'caches', 'BroadcastChannel', 'SharedWorker', 'Worker', 'webkitRequestFileSystem', 'webkitResolveLocalFileSystemURL'];
const NAVIGATOR_UNREACHABLE = ['storage', 'locks', 'serviceWorker'];

/** Deletes `name` from `target` and from every object on its prototype chain. */
function removeEverywhere(target: object, name: string): void {
  for (let o: object | null = target; o; o = Object.getPrototypeOf(o)) {
    try {
      delete (o as Record<string, unknown>)[name];
    } catch {
      /* not configurable: checked below */
    }
  }
}

/** Removes storage and context-spawning APIs from a Web Worker's scope; throws if one stays reachable. */
export function sealWorkerScope(scope: typeof globalThis = globalThis): void {
  for (const name of UNREACHABLE) removeEverywhere(scope, name);
  const navigator = (scope as { navigator?: object }).navigator;
  if (navigator) for (const name of NAVIGATOR_UNREACHABLE) removeEverywhere(navigator, name);
  const left = [
    ...UNREACHABLE.filter((n) => (scope as Record<string, unknown>)[n] !== undefined),
    ...(navigator ? NAVIGATOR_UNREACHABLE.filter((n) => (navigator as Record<string, unknown>)[n] !== undefined).map((n) => `navigator.${n}`) : []),
  ];
  if (left.length) throw new Error(`cannot remove ${left.join(', ')} from the runtime worker`);
}
