import { LANGUAGES, type RuntimeId } from '@mcjudge/core';
import { NativeExecutor } from '@mcjudge/server';
import { wasmRuntimeFor } from '@mcjudge/wasm-runtimes';

/** A language's WebAssembly runtime, as the catalog says: it runs in this CLI (Node) and, unless `nodeOnly`, in the browser. */
interface WasmColumn {
  id: string;
  version: string;
  browser: boolean;
}

interface LanguageRow {
  language: string;
  leaderboard: string;
  paradigm: string;
  scenario: string;
  available: boolean;
  reason?: string;
  runtime?: RuntimeId;
  wasm?: WasmColumn;
}

/**
 * Lists the registry with what this host runs each language with natively, and the WebAssembly runtime
 * beside it where there is one; `--json` is the toolchain manifest.
 */
export async function languagesCommand(log: (s: string) => void, json = false): Promise<number> {
  const native = new NativeExecutor();
  const rows: LanguageRow[] = [];
  for (const l of LANGUAGES) {
    const reason = await native.unavailableReason(l);
    const spec = wasmRuntimeFor(l);
    const wasm = spec && !spec.inline ? { id: `wasm:${spec.id}`, version: spec.version, browser: spec.nodeOnly === undefined } : undefined;
    rows.push({
      language: l.name, leaderboard: l.leaderboardKey, paradigm: l.paradigm, scenario: l.scenario, available: !reason,
      ...(reason ? { reason } : { runtime: await native.runtime(l) }),
      ...(wasm ? { wasm } : {}),
    });
  }
  if (json) {
    process.stdout.write(JSON.stringify({ generated: new Date().toISOString(), languages: rows }, null, 1) + '\n');
    return 0;
  }
  for (const r of rows) {
    const nativeText = r.reason ? 'unavailable: ' + r.reason : `${r.runtime?.id} ${r.runtime?.version}`;
    const wasmText = r.wasm ? `  |  ${r.wasm.id} ${r.wasm.version}${r.wasm.browser ? '' : ' (Node only)'}` : '';
    log(`${r.language.padEnd(14)} ${r.leaderboard.padEnd(8)} ${r.paradigm.padEnd(16)} ${r.scenario.padEnd(12)} ${nativeText}${wasmText}`);
  }
  const available = rows.filter((r) => r.available).length;
  const inWasm = rows.filter((r) => r.wasm).length;
  const inBrowser = rows.filter((r) => r.wasm?.browser).length;
  log(`${available} of ${rows.length} languages run natively on this host; ${inWasm} in WebAssembly (${inBrowser} of them in a browser too)`);
  return 0;
}
