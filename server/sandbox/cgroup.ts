import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A cgroup made for one run: the files its first process writes its pid to, and what happened in it.
 * It is made, limited, read and removed synchronously: each is a kernel file operation of a few bytes
 * that takes microseconds, quicker than a trip through libuv's thread pool (about a dozen a run), and
 * the read before a run's go is on its critical path.
 */
export interface JobCgroup {
  /** `cgroup.procs` files: the sandbox launcher writes its own pid to each before it execs. */
  procFiles: string[];
  /** The kernel's OOM killer fired inside this cgroup. */
  memoryExceeded(): Promise<boolean>;
  /** CPU time used by every process of the job so far (ms); absent where the host does not account it. */
  cpuMs?: () => Promise<number>;
  /** Sets the memory and process limits (create sets them first; a later call writes only what changed). */
  limit(limits: JobLimits): Promise<void>;
  remove(): Promise<void>;
}

type JobLimits = { memoryMb: number; processes: number };

/** limit() for a cgroup: writes memory then processes, each only when it differs from what was written last. */
function limiter(memory: (bytes: string) => void, processes: (max: string) => void): (limits: JobLimits) => Promise<void> {
  let set: JobLimits | undefined;
  return async (limits) => {
    if (set?.memoryMb !== limits.memoryMb) memory(String(limits.memoryMb * 1024 * 1024));
    if (set?.processes !== limits.processes) processes(String(limits.processes));
    set = { ...limits };
  };
}

export interface CgroupBackend {
  kind: 'v2' | 'v1' | 'none';
  /** Job cgroups account their CPU time (JobCgroup.cpuMs), so runs can be charged in CPU time. */
  cpuAccounting: boolean;
  /** The folders job cgroups are made in (for removing those of dead processes). */
  parents: string[];
  /** Why there are no cgroup limits (kind `none`). */
  reason?: string;
  create(name: string, limits: JobLimits): Promise<JobCgroup>;
}

const ROOT = '/sys/fs/cgroup';

/** This process's own cgroup path in a hierarchy (`0::/x` for v2, `4:memory:/x` for v1). */
async function ownPath(controller: string): Promise<string | undefined> {
  const lines = (await readFile('/proc/self/cgroup', 'utf8')).split('\n');
  for (const line of lines) {
    const [, controllers, path] = line.split(':');
    if (path === undefined) continue;
    if (controller === '' ? line.startsWith('0::') : controllers.split(',').includes(controller)) return path;
  }
  return undefined;
}

async function removeDir(dir: string): Promise<void> {
  // A killed tree can take a moment to leave the cgroup; an empty cgroup removes at once.
  for (let i = 0; i < 50; i++) {
    try {
      rmdirSync(dir);
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY') throw e;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

function counter(text: string, key: string): number {
  const m = new RegExp(`^${key} (\\d+)$`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

async function v1Backend(): Promise<CgroupBackend | string> {
  const mem = await ownPath('memory');
  const pids = await ownPath('pids');
  if (mem === undefined || pids === undefined) return 'no cgroup v1 memory and pids hierarchies';
  const memParent = join(ROOT, 'memory', mem, 'mcjudge');
  const pidsParent = join(ROOT, 'pids', pids, 'mcjudge');
  // cpuacct is optional: without it timeouts are charged in wall-clock time.
  const cpu = await ownPath('cpuacct');
  let cpuParent = cpu === undefined || !existsSync(join(ROOT, 'cpuacct')) ? undefined : join(ROOT, 'cpuacct', cpu, 'mcjudge');
  try {
    await mkdir(memParent, { recursive: true });
    await mkdir(pidsParent, { recursive: true });
  } catch (e) {
    return `cgroup v1 is not writable here (${(e as Error).message})`;
  }
  if (cpuParent) await mkdir(cpuParent, { recursive: true }).catch(() => (cpuParent = undefined));
  return {
    kind: 'v1',
    cpuAccounting: cpuParent !== undefined,
    parents: cpuParent ? [memParent, pidsParent, cpuParent] : [memParent, pidsParent],
    async create(name, limits) {
      const m = join(memParent, name);
      const p = join(pidsParent, name);
      const c = cpuParent && join(cpuParent, name);
      mkdirSync(m);
      mkdirSync(p);
      if (c) mkdirSync(c);
      // With swap, memory+swap must be capped too, or the limit only moves pages to swap.
      const memsw = existsSync(join(m, 'memory.memsw.limit_in_bytes'));
      const limit = limiter((bytes) => {
        // memsw may not go below the memory limit: raise in the order that keeps memory ≤ memsw throughout.
        const current = Number(readFileSync(join(m, 'memory.limit_in_bytes'), 'utf8'));
        const files = ['memory.limit_in_bytes', ...(memsw ? ['memory.memsw.limit_in_bytes'] : [])];
        for (const f of Number(bytes) > current ? [...files].reverse() : files) writeFileSync(join(m, f), bytes);
      }, (max) => writeFileSync(join(p, 'pids.max'), max));
      await limit(limits);
      return {
        limit,
        procFiles: [join(m, 'cgroup.procs'), join(p, 'cgroup.procs'), ...(c ? [join(c, 'cgroup.procs')] : [])],
        memoryExceeded: async () => counter(readFileSync(join(m, 'memory.oom_control'), 'utf8'), 'oom_kill') > 0,
        // cpuacct.usage: nanoseconds of CPU of every task in the group, children included.
        ...(c ? { cpuMs: async () => Number(readFileSync(join(c, 'cpuacct.usage'), 'utf8')) / 1e6 } : {}),
        remove: async () => {
          await removeDir(m);
          await removeDir(p);
          if (c) await removeDir(c);
        },
      };
    },
  };
}

/**
 * cgroup v2: jobs live under `<own cgroup>/mcjudge`. v2 forbids processes in a cgroup whose controllers
 * are delegated to children, so the server first moves itself into a `<own>/server` leaf.
 * (Written to the kernel's documented interface; the development machines have cgroup v1.)
 */
async function v2Backend(): Promise<CgroupBackend | string> {
  const own = await ownPath('');
  if (own === undefined) return 'no cgroup v2 entry in /proc/self/cgroup';
  const base = join(ROOT, own);
  const controllers = await readFile(join(base, 'cgroup.controllers'), 'utf8').catch(() => '');
  if (!/\bmemory\b/.test(controllers) || !/\bpids\b/.test(controllers)) return 'cgroup v2 has no memory and pids controllers here';
  const parent = join(base, 'mcjudge');
  try {
    await mkdir(parent, { recursive: true });
    const enable = async (dir: string) => writeFile(join(dir, 'cgroup.subtree_control'), '+memory +pids');
    try {
      await enable(base);
    } catch {
      const leaf = join(base, 'server');
      await mkdir(leaf, { recursive: true });
      for (const pid of (await readFile(join(base, 'cgroup.procs'), 'utf8')).split('\n').filter(Boolean)) {
        await writeFile(join(leaf, 'cgroup.procs'), pid).catch(() => undefined);
      }
      await enable(base);
    }
    await enable(parent);
  } catch (e) {
    return `cgroup v2 is not writable here (${(e as Error).message})`;
  }
  return {
    kind: 'v2',
    cpuAccounting: true,
    parents: [parent],
    async create(name, limits) {
      const dir = join(parent, name);
      mkdirSync(dir);
      if (existsSync(join(dir, 'memory.swap.max'))) writeFileSync(join(dir, 'memory.swap.max'), '0');
      const limit = limiter((bytes) => writeFileSync(join(dir, 'memory.max'), bytes), (max) => writeFileSync(join(dir, 'pids.max'), max));
      await limit(limits);
      return {
        limit,
        procFiles: [join(dir, 'cgroup.procs')],
        memoryExceeded: async () => counter(readFileSync(join(dir, 'memory.events'), 'utf8'), 'oom_kill') > 0,
        // cpu.stat's usage_usec is kept for every cgroup, with or without the cpu controller.
        cpuMs: async () => counter(readFileSync(join(dir, 'cpu.stat'), 'utf8'), 'usage_usec') / 1000,
        remove: () => removeDir(dir),
      };
    },
  };
}

/** The cgroup backend this host allows: v2, v1, or none (then memory is limited by RLIMIT_AS only). */
export async function detectCgroups(): Promise<CgroupBackend> {
  const reasons: string[] = [];
  const attempts = existsSync(join(ROOT, 'cgroup.controllers')) ? [v2Backend] : [v1Backend];
  for (const attempt of attempts) {
    const backend = await attempt().catch((e: Error) => e.message);
    if (typeof backend !== 'string') return backend;
    reasons.push(backend);
  }
  return {
    kind: 'none',
    cpuAccounting: false,
    parents: [],
    reason: reasons.join('; '),
    create: () => Promise.reject(new Error('no cgroups')),
  };
}
