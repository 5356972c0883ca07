import { LANGUAGES } from '@mcjudge/core';
import { NativeExecutor } from '@mcjudge/server';

/** Lists the registry with what this host can run. */
export async function languagesCommand(log: (s: string) => void): Promise<number> {
  const native = new NativeExecutor();
  for (const l of LANGUAGES) {
    const reason = await native.unavailableReason(l);
    const rt = await native.runtime(l);
    log(`${l.name.padEnd(14)} ${l.leaderboardKey.padEnd(8)} ${l.paradigm.padEnd(16)} ${l.scenario.padEnd(12)} ${reason ? 'unavailable: ' + reason : `${rt.id} ${rt.version}`}`);
  }
  return 0;
}
