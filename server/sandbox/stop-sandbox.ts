import { readFileSync, readdirSync } from 'node:fs';

/**
 * Stops a sandbox (waitingSandboxArgv) without leaving a zombie behind.
 *
 * The launcher (bwrap, started by the spawner) is bwrap's monitor; its only child is the pid 1 of the
 * sandbox's pid namespace (bwrap's init), in a session of its own (--new-session), so killing the
 * launcher's process group misses it. SIGKILLing the monitor first orphans that init: --die-with-parent
 * kills it, and its exit status then waits for the host's pid 1, a `[bwrap] <defunct>` zombie until
 * that init gets round to reaping (some never do). So the init goes first: its death takes every process
 * of the namespace with it (the kernel reaps those), the monitor reaps the init and exits by itself, and
 * Node reaps the monitor. The caller kills the launcher's group as a backstop if it has not exited soon.
 */
export function stopSandbox(launcher: number): void {
  const inits = childrenOf(launcher);
  for (const pid of inits) signal(pid);
  // bwrap before it made the namespace: there is nothing to reap yet.
  if (inits.length === 0) signal(-launcher);
}

/** How long a stopped launcher may take to reap its init and exit before its group is SIGKILLed. */
export const STOP_GRACE_MS = 2000;

function signal(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** Direct children of `pid` (/proc/PID/task/*\/children, or a scan of /proc where that file is missing). */
function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // exited
  }
  try {
    return tasks.flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return scanForChildren(pid);
  }
}

function scanForChildren(parent: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name, which may itself hold spaces and parentheses: state, ppid, …
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) found.push(Number(entry));
    } catch {
      /* exited meanwhile */
    }
  }
  return found;
}
