import type { WasmRuntime } from '../runtime.ts';

/**
 * The worker side of the catalog: how a worker loads each runtime's code. Dynamic imports, so a bundler
 * splits each runtime into its own chunk and a worker downloads only the one it runs.
 */
export const RUNTIME_MODULES: Record<string, () => Promise<{ runtime: WasmRuntime }>> = {
  pyodide: () => import('../python/runtime.ts'),
  'js-worker': () => import('../javascript/runtime.ts'),
  'typescript-js': () => import('../typescript/runtime.ts'),
  'coffeescript-js': () => import('../coffeescript/runtime.ts'),
  wasmoon: () => import('../lua/runtime.ts'),
  'ruby-wasm': () => import('../ruby/runtime.ts'),
  'yowasp-clang': () => import('../clang/runtime.ts'),
  'php-wasm': () => import('../php/runtime.ts'),
  webr: () => import('../r/runtime.ts'),
  zeroperl: () => import('../perl/runtime.ts'),
  wacl: () => import('../tcl/runtime.ts'),
  yaegi: () => import('../go/runtime.ts'),
  'rust-bash': () => import('../bash/runtime.ts'),
  biwascheme: () => import('../scheme/runtime.ts'),
  'vim-wasm': () => import('../vim/runtime.ts'),
};
