import { LANGUAGES, type RuntimeId } from '@mcjudge/core';
import { NativeExecutor } from '@mcjudge/server';

/** Lists the registry with what this host runs each language with; `--json` is the toolchain manifest. */
export async function languagesCommand(log: (s: string) => void, json = false): Promise<number> {
  const native = new NativeExecutor();
  const rows: { language: string; leaderboard: string; paradigm: string; scenario: string; available: boolean; reason?: string; runtime?: RuntimeId }[] = [];
  for (const l of LANGUAGES) {
    const reason = await native.unavailableReason(l);
    rows.push({ language: l.name, leaderboard: l.leaderboardKey, paradigm: l.paradigm, scenario: l.scenario, available: !reason, ...(reason ? { reason } : { runtime: await native.runtime(l) }) });
  }
  if (json) {
    process.stdout.write(JSON.stringify({ generated: new Date().toISOString(), languages: rows }, null, 1) + '\n');
    return 0;
  }
  for (const r of rows) {
    log(`${r.language.padEnd(14)} ${r.leaderboard.padEnd(8)} ${r.paradigm.padEnd(16)} ${r.scenario.padEnd(12)} ${r.reason ? 'unavailable: ' + r.reason : `${r.runtime?.id} ${r.runtime?.version}`}`);
  }
  const available = rows.filter((r) => r.available).length;
  log(`${available} of ${rows.length} languages run on this host`);
  return 0;
}
