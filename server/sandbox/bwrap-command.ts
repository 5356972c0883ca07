import type { SandboxLimits } from './limits.ts';
import { posix } from 'node:path';
import { ADDRESS_SPACE_FLOOR_MB } from './limits.ts';

/** Where the run folder appears inside the sandbox. */
export const BOX = '/box';
/** Where prebuilt dependencies (Rust crates) appear inside the sandbox, read-only. */
export const DEPS = '/deps';
/** The sandboxed user; the slot's outer uid maps to it. */
const INNER_UID = '65534';
/**
 * The descriptor bwrap reads the seccomp filter from (`--seccomp`); it closes it after reading, so the
 * program never sees it. Not 3: runtime hosts open their answer channel on fd 3 inside the sandbox.
 */
export const SECCOMP_FD = 4;
/**
 * The waiting program writes one byte here right before it execs the program: its absence proves the sandbox
 * never started it (a host fault, never the program's verdict). The program cannot take back a byte
 * written before it ran, so it cannot make its own failure look like the host's.
 */
export const STARTED_FD = 5;

/** System folders every toolchain needs: bound read-only at the same path. `try` = only when present. */
const SYSTEM_MOUNTS: { path: string; try?: boolean }[] = [
  { path: '/usr' },
  { path: '/etc' },
  // GHC's package database is a symlink from /usr/lib/ghc into /var/lib/ghc.
  { path: '/var/lib/ghc', try: true },
  // Toolchains that Debian does not package (the runner image installs them under /opt).
  { path: '/opt', try: true },
];
const SYMLINKS: [string, string][] = [
  ['usr/lib', '/lib'],
  ['usr/lib64', '/lib64'],
  ['usr/bin', '/bin'],
  ['usr/sbin', '/sbin'],
];

export interface SandboxedCommand {
  /** Host folder bound read-write at BOX, or a private tmpfs of that many MiB (gone with the sandbox). */
  box: { workDir: string } | { tmpfsMb: number };
  /** Working directory inside the sandbox. */
  cwd: string;
  argv: string[];
  env: Record<string, string>;
  limits: SandboxLimits;
  /** Extra host folders bound read-only (tools outside /usr, the project's node_modules): from → to. */
  readOnly: { from: string; to: string }[];
  /** Host folder bound read-only at DEPS. */
  deps?: string;
  /** Run as this outer uid/gid (root only): RLIMIT_NPROC then counts this slot's processes alone. */
  uid?: number;
  /** Memory is enforced by a cgroup; otherwise RLIMIT_AS is the (loose) backstop. */
  cgroupMemory: boolean;
  /** A seccomp filter is readable on SECCOMP_FD of the launcher (see seccomp.ts). */
  seccomp: boolean;
  /** bwrap's --disable-userns: the program cannot make user namespaces (bwrap 0.8 and later). */
  disableUserns: boolean;
  /** A pipe on STARTED_FD gets one byte when the program is about to start. */
  witness?: boolean;
  /** Path of bwrap on the host. */
  bin: { bwrap: string };
}

/** The descriptor a waiting sandbox reads its step from (closed before anything else runs). */
export const GO_FD = 6;
/** bwrap's --info-fd: it writes the host pid of the sandbox's init there (JSON `child-pid`) once the namespaces exist. */
export const INFO_FD = 7;
/** bwrap's --block-fd: the init waits for a byte here before it starts the waiting program (after the cgroup join). */
export const BLOCK_FD = 8;
/**
 * The waiting program (waiter.c, built by the host's cc), opened by the spawner: bwrap execs it as
 * /proc/self/fd/9, so it needs no mount, and it closes the descriptor before it execs the program.
 */
export const WAITER_FD = 9;

/** What a sandbox fixes when it starts: its mounts (its user is the slot's). A waiting sandbox serves only a step with the same. */
export type SandboxShape = Pick<SandboxedCommand, 'box' | 'readOnly' | 'deps' | 'seccomp' | 'disableUserns' | 'bin'> & {
  tmpMb: number;
  /**
   * A service that forks sandboxed programs (a zygote): it may make user namespaces (its
   * seccomp filter is the forking one), and its /dev is read-only, so that /box, /tmp and /dev/shm,
   * which each fork mounts afresh, are the only places a program can write.
   */
  forks?: boolean;
};

/**
 * A sandbox waiting for its go, the one way every sandboxed process starts (a step's program, often ahead
 * of its step, and a service): bwrap itself (spawned as the slot's or service's uid), which makes the
 * namespaces and mounts at once (in /box), reports its init's pid on INFO_FD and waits on BLOCK_FD: the
 * caller puts that init into the run's cgroups, then lets it start the waiting program (waiter.c, from
 * WAITER_FD), which reads the step on GO_FD (goRequest) and becomes the program. So every process that
 * runs anything of a program's starts in the run's cgroups, with no host process before bwrap. A step's
 * bwrap is paid for while the slot's previous program runs. Nothing of any program's is in it but the
 * run folder it is given.
 */
export function waitingSandboxArgv(shape: SandboxShape): string[] {
  return [...bwrapArgv(shape), '--info-fd', String(INFO_FD), '--block-fd', String(BLOCK_FD), `/proc/self/fd/${WAITER_FD}`];
}

/**
 * The step as the waiting program reads it on GO_FD (waiter.c): NUL-terminated words, each tagged by its
 * first byte: the folder to enter, the step's limits (ulimit's letter, soft and hard), the program's
 * environment (the step's, plus PWD, its folder, as a shell started there would export), the witness
 * byte when asked, then the command. The waiting program sets them all, in that order; any failure
 * there exits 125 before the witness byte (a host fault, never the program's verdict). Then the witness
 * byte, and the exec. A NUL, which no process can be given, is refused, and so is a variable name that
 * is not a shell name.
 */
export function goRequest(c: Pick<SandboxedCommand, 'cwd' | 'argv' | 'env' | 'limits' | 'uid' | 'cgroupMemory' | 'witness'>): Buffer {
  for (const word of [c.cwd, ...c.argv, ...Object.entries(c.env).flat()]) {
    if (word.includes('\0')) throw new Error(`a NUL byte in ${JSON.stringify(word.slice(0, 80))}: no program can be given one in an argument or its environment`);
  }
  const badName = Object.keys(c.env).find((name) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
  if (badName !== undefined) throw new Error(`not an environment variable name: ${JSON.stringify(badName)}`);
  if (c.argv.length === 0) throw new Error('a step without a command');
  const pwd = 'PWD' in c.env ? [] : [`PWD=${withoutTrailingSlash(posix.normalize(c.cwd))}`];
  const words = [
    `D${c.cwd}`,
    ...stepRlimits(c).map(({ resource, soft, hard }) => `L${ULIMIT_LETTER[resource]}${soft},${hard}`),
    ...[...Object.entries(c.env).map(([k, v]) => `${k}=${v}`), ...pwd].map((entry) => `E${entry}`),
    ...(c.witness ? ['W'] : []),
    ...c.argv.map((word) => `A${word}`),
  ];
  return Buffer.from(words.map((word) => `${word}\0`).join(''));
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The rlimits a sandboxed program gets, soft and hard (set by the waiting program, or by a forking service's fork). */
export function stepRlimits(c: Pick<SandboxedCommand, 'limits' | 'uid' | 'cgroupMemory'>): { resource: 'cpu' | 'fsize' | 'nofile' | 'nproc' | 'as'; soft: number; hard: number }[] {
  const l = c.limits;
  const both = (resource: 'fsize' | 'nofile' | 'nproc' | 'as', value: number) => ({ resource, soft: value, hard: value });
  return [
    { resource: 'cpu', soft: l.cpuSeconds, hard: l.cpuSeconds + 1 },
    both('fsize', l.fileSizeMb * 1024 * 1024),
    both('nofile', l.openFiles),
    // RLIMIT_NPROC counts every process of the outer uid; only a slot's own uid makes it per-run.
    ...(c.uid === undefined ? [] : [both('nproc', l.processes)]),
    ...(c.cgroupMemory ? [] : [both('as', Math.max(l.memoryMb, ADDRESS_SPACE_FLOOR_MB) * 1024 * 1024)]),
  ];
}

/** Each rlimit as `ulimit`'s letter for it, which the waiting program reads (waiter.c). */
const ULIMIT_LETTER: Record<ReturnType<typeof stepRlimits>[number]['resource'], string> = { cpu: 't', fsize: 'f', nofile: 'n', nproc: 'p', as: 'v' };

/**
 * bwrap and its options: namespaces, hardening, mounts, /box as the working folder, and no environment
 * (the go script's exports give the program's).
 */
function bwrapArgv(c: SandboxShape): string[] {
  const mounts = SYSTEM_MOUNTS.flatMap((m) => [m.try ? '--ro-bind-try' : '--ro-bind', m.path, m.path]);
  const links = SYMLINKS.flatMap(([target, link]) => ['--symlink', target, link]);
  const extra = c.readOnly.flatMap((p) => ['--ro-bind', p.from, p.to]);
  const deps = c.deps ? ['--ro-bind', c.deps, DEPS] : [];
  return [
    c.bin.bwrap, '--unshare-all', '--die-with-parent', '--new-session',
    ...(c.disableUserns && !c.forks ? ['--unshare-user', '--disable-userns'] : []),
    ...(c.seccomp ? ['--seccomp', String(SECCOMP_FD)] : []),
    ...mounts, ...links,
    '--proc', '/proc', '--dev', '/dev',
    '--size', String(c.tmpMb * 1024 * 1024), '--tmpfs', '/tmp',
    // After /tmp: a folder under /tmp (a checkout there) must not be hidden by the private tmpfs.
    ...extra, ...deps,
    ...('workDir' in c.box ? ['--bind', c.box.workDir, BOX] : ['--size', String(c.box.tmpfsMb * 1024 * 1024), '--tmpfs', BOX]),
    '--chdir', BOX, '--hostname', 'localhost',
    '--uid', INNER_UID, '--gid', INNER_UID,
    // The root bwrap builds is a tmpfs with no size cap: read-only, so /box and /tmp are the only writable places.
    '--remount-ro', '/',
    ...(c.forks ? ['--remount-ro', '/dev'] : []),
    '--clearenv',
  ];
}
