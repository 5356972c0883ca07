import { readdirSync, readFileSync } from 'node:fs';

/**
 * SIGKILLs every direct child of this process that leads its own process group, with its group. The
 * executor starts each program step that way (detached: bwrap, whose pid namespace takes every
 * descendant with it; or, unsandboxed, the tool itself), so this stops every running program at once.
 * For a process about to exit (`mcjudge serve` on SIGTERM): any other detached child goes too. Linux
 * only (reads /proc); elsewhere it does nothing. Returns how many groups were signalled.
 */
export function killChildProcessGroups(): number {
  let killed = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  const own = statOf('self')?.pgrp;
  for (const pid of entries) {
    const stat = statOf(pid);
    if (!stat || stat.ppid !== process.pid || stat.pgrp !== Number(pid) || stat.pgrp === own) continue;
    try {
      process.kill(-stat.pgrp, 'SIGKILL');
      killed++;
    } catch {
      /* already gone */
    }
  }
  return killed;
}

/** ppid and process group of a process, from /proc/<pid>/stat; undefined when it is gone. */
function statOf(pid: string): { ppid: number; pgrp: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses: read after the last ')'.
  const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(ppid), pgrp: Number(pgrp) };
}
