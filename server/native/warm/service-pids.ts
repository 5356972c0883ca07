import { readdirSync, readFileSync } from 'node:fs';

/**
 * For the warm compilers' tests: the live processes descending from this one whose command line
 * (`/proc/<pid>/cmdline`, NUL-separated) `matches`, by pid, so a test touches only services it started.
 */
export function servicePids(matches: (cmdline: string) => boolean): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (matches(cmd) && !status.includes('State:\tZ') && isDescendant(pid)) found.push(pid);
    } catch {
      /* gone */
    }
  }
  return found;
}

/**
 * SIGKILLs every matching service that appears from now on (polled every 20 ms) until `stop()`, which
 * says how many were killed: a warm compiler crashing mid-compile.
 */
export function killServicesAsTheyStart(matches: (cmdline: string) => boolean): { stop(): number } {
  const before = new Set(servicePids(matches));
  let killed = 0;
  const killer = setInterval(() => {
    for (const pid of servicePids(matches)) {
      if (before.has(pid)) continue;
      try {
        process.kill(Number(pid), 'SIGKILL');
        killed++;
      } catch {
        /* gone */
      }
    }
  }, 20);
  return {
    stop() {
      clearInterval(killer);
      return killed;
    },
  };
}

/** Whether a process descends from this one. */
function isDescendant(pid: string): boolean {
  for (let p = pid, hops = 0; p !== '0' && p !== '1' && hops < 20; hops++) {
    if (p === String(process.pid)) return true;
    const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    p = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
  }
  return false;
}
