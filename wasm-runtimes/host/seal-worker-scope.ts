/**
 * Seals a Web Worker's scope before any runtime loads. A program runs with the worker's globals
 * (pyodide's `run_js`, a JavaScript answer's own code, webR's `eval_js` in the worker webR starts), so it
 * must find there nothing that outlives its run: no origin storage (where the web app caches verdicts by
 * answer), no channel to other contexts of the origin. A worker a runtime starts (webR runs R in one) is
 * sealed the same way before its own script runs; nothing else can start one.
 *
 * Self-contained on purpose: its source is the prelude of every worker it lets a runtime start.
 */
export function sealWorkerScope(scope: typeof globalThis): void {
  const UNREACHABLE = ['indexedDB', 'caches', 'BroadcastChannel', 'SharedWorker', 'webkitRequestFileSystem', 'webkitResolveLocalFileSystemURL'];
  const NAVIGATOR_UNREACHABLE = ['storage', 'locks', 'serviceWorker'];
  const removeEverywhere = (target: object, name: string) => {
    for (let o: object | null = target; o; o = Object.getPrototypeOf(o)) {
      try {
        delete (o as Record<string, unknown>)[name];
      } catch {
        /* not configurable: reported below */
      }
    }
  };
  const g = scope as unknown as Record<string, unknown> & { navigator?: Record<string, unknown>; location: { href: string } };
  for (const name of UNREACHABLE) removeEverywhere(g, name);
  if (g.navigator) for (const name of NAVIGATOR_UNREACHABLE) removeEverywhere(g.navigator, name);
  const Original = g.Worker as (new (url: string | URL, options?: WorkerOptions) => Worker) | undefined;
  removeEverywhere(g, 'Worker');
  if (Original) {
    const prelude = `(${sealWorkerScope.toString()})(self);`;
    const Sealed = function (url: string | URL, options?: WorkerOptions) {
      const target = JSON.stringify(new URL(url, g.location.href).href);
      const body = options?.type === 'module' ? `${prelude}\nawait import(${target});\n` : `${prelude}\nimportScripts(${target});\n`;
      return new Original(URL.createObjectURL(new Blob([body], { type: 'text/javascript' })), options);
    };
    // Writable: webR's worker assigns to it; the unsealed constructor stays in this closure either way.
    Object.defineProperty(g, 'Worker', { value: Sealed, writable: true, configurable: false });
  }
  const left = [
    ...UNREACHABLE.filter((n) => g[n] !== undefined),
    ...NAVIGATOR_UNREACHABLE.filter((n) => g.navigator?.[n] !== undefined).map((n) => `navigator.${n}`),
  ];
  if (left.length) throw new Error(`cannot remove ${left.join(', ')} from the runtime worker`);
}
