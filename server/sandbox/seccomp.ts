/**
 * The seccomp filter every sandboxed process runs under, compiled to classic BPF (`struct sock_filter`
 * bytes) for bwrap's `--seccomp FD`. A deny list on top of bwrap's namespaces: the calls below reach
 * kernel surface no McEval program needs (namespaces, mounts, tracing, keyrings, eBPF, modules, raw I/O),
 * and each has been the way out of a container at some point. Everything else is allowed, so every
 * toolchain keeps working (threads are `clone` without CLONE_NEW* flags).
 */

/** Why each call is denied (EPERM); the numbers per architecture are in SYSCALL_NUMBERS. */
export const DENIED_SYSCALLS = {
  ptrace: 'reads and rewrites other processes (the sandbox init, a sibling run)',
  process_vm_readv: 'reads another process’s memory without ptrace',
  process_vm_writev: 'writes another process’s memory without ptrace',
  unshare: 'new namespaces (a nested user namespace grants capabilities over it)',
  setns: 'joins another namespace',
  mount: 'mounts file systems (possible inside a nested user namespace)',
  umount2: 'unmounts what bwrap set up (the read-only root, the private /tmp)',
  pivot_root: 'changes the root mount',
  chroot: 'changes the root directory',
  open_tree: 'new mount API: clones a mount tree',
  move_mount: 'new mount API: attaches a mount',
  fsopen: 'new mount API: creates a file system context',
  fsconfig: 'new mount API: configures a file system context',
  fsmount: 'new mount API: creates a mount',
  fspick: 'new mount API: reconfigures a mount',
  mount_setattr: 'changes mount flags (read-only, idmapping)',
  keyctl: 'kernel keyrings are not namespaced: keys of other users and processes',
  add_key: 'kernel keyrings are not namespaced',
  request_key: 'kernel keyrings are not namespaced; can call out to user-space helpers',
  bpf: 'eBPF programs: a large, often-exploited kernel surface',
  perf_event_open: 'performance counters: side channels and a history of kernel bugs',
  userfaultfd: 'stalls kernel page faults at will, a common step of kernel exploits',
  kexec_load: 'loads a new kernel',
  kexec_file_load: 'loads a new kernel',
  init_module: 'loads a kernel module',
  finit_module: 'loads a kernel module',
  delete_module: 'unloads a kernel module',
  open_by_handle_at: 'opens files by handle, past the mount namespace (the "shocker" escape)',
  name_to_handle_at: 'makes the handles open_by_handle_at takes',
  iopl: 'raw I/O port access',
  ioperm: 'raw I/O port access',
  swapon: 'changes the host’s swap',
  swapoff: 'changes the host’s swap',
  reboot: 'reboots the host (or the pid namespace)',
  syslog: 'reads the kernel log (addresses, other users’ messages)',
  acct: 'process accounting to a file of its choosing',
  quotactl: 'disk quotas of the host',
  quotactl_fd: 'disk quotas of the host',
  lookup_dcookie: 'profiling interface that resolves kernel cookies to paths',
} as const;

export type DeniedSyscall = keyof typeof DENIED_SYSCALLS;

/**
 * What a service that forks sandboxed programs needs on top (the zygotes of Racket, R and Emacs, zygote/zygote.c): each fork
 * makes its own namespaces and mounts, then installs the full filter before any program code runs.
 */
export const FORKING_SERVICE_ALLOWS: readonly DeniedSyscall[] = ['unshare', 'mount'];
/** Calls the filter checks by argument rather than denying outright. */
type CheckedSyscall = 'clone' | 'clone3' | 'personality';

/** seccomp's architecture tokens (AUDIT_ARCH_*). */
const AUDIT_ARCH = { x86_64: 0xc000003e, aarch64: 0xc00000b7 } as const;
export type SeccompArch = keyof typeof AUDIT_ARCH;

/**
 * System call numbers (Linux uapi: asm/unistd_64.h for x86_64, asm-generic/unistd.h for aarch64).
 * `null`: the architecture has no such call.
 */
const SYSCALL_NUMBERS: Record<SeccompArch, Record<DeniedSyscall | CheckedSyscall, number | null>> = {
  x86_64: {
    ptrace: 101, process_vm_readv: 310, process_vm_writev: 311, unshare: 272, setns: 308,
    mount: 165, umount2: 166, pivot_root: 155, chroot: 161,
    open_tree: 428, move_mount: 429, fsopen: 430, fsconfig: 431, fsmount: 432, fspick: 433, mount_setattr: 442,
    keyctl: 250, add_key: 248, request_key: 249, bpf: 321, perf_event_open: 298, userfaultfd: 323,
    kexec_load: 246, kexec_file_load: 320, init_module: 175, finit_module: 313, delete_module: 176,
    open_by_handle_at: 304, name_to_handle_at: 303, iopl: 172, ioperm: 173, swapon: 167, swapoff: 168,
    reboot: 169, syslog: 103, acct: 163, quotactl: 179, quotactl_fd: 443, lookup_dcookie: 212,
    clone: 56, clone3: 435, personality: 135,
  },
  aarch64: {
    ptrace: 117, process_vm_readv: 270, process_vm_writev: 271, unshare: 97, setns: 268,
    mount: 40, umount2: 39, pivot_root: 41, chroot: 51,
    open_tree: 428, move_mount: 429, fsopen: 430, fsconfig: 431, fsmount: 432, fspick: 433, mount_setattr: 442,
    keyctl: 219, add_key: 217, request_key: 218, bpf: 280, perf_event_open: 241, userfaultfd: 282,
    kexec_load: 104, kexec_file_load: 294, init_module: 105, finit_module: 273, delete_module: 106,
    open_by_handle_at: 265, name_to_handle_at: 264, iopl: null, ioperm: null, swapon: 224, swapoff: 225,
    reboot: 142, syslog: 116, acct: 89, quotactl: 60, quotactl_fd: 443, lookup_dcookie: 18,
    clone: 220, clone3: 435, personality: 92,
  },
};

/** On x86_64, x32-ABI calls carry this bit in their number (under the x86_64 arch token). */
const X32_SYSCALL_BIT = 0x40000000;

/** CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET (CLONE_NEWTIME is clone3-only). */
export const CLONE_NEW_FLAGS = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000;

/**
 * personality() arguments that are allowed: the query (0xffffffff, which glibc and several runtimes
 * issue), PER_LINUX, and PER_LINUX | ADDR_NO_RANDOMIZE (set by runtimes that want a fixed heap layout).
 * Other personalities (READ_IMPLIES_EXEC, MMAP_PAGE_ZERO, foreign execution domains) are denied.
 */
export const ALLOWED_PERSONALITIES = [0xffffffff, 0x0000000, 0x0040000] as const;

const EPERM = 1;
const ENOSYS = 38;

const RET = {
  allow: 0x7fff0000,
  errno: (e: number) => 0x00050000 | e,
  /** SECCOMP_RET_KILL_PROCESS: the whole process dies of SIGSYS. */
  killProcess: 0x80000000,
};

/** Offsets in `struct seccomp_data` (little-endian; an argument's low 32 bits come first). */
const DATA = { nr: 0, arch: 4, argLow: (i: number) => 16 + 8 * i };

const BPF = { ldAbsW: 0x20, jeqK: 0x15, jgeK: 0x35, jsetK: 0x45, retK: 0x06 };

/** One instruction, jumps by label; `assemble` resolves them to the relative offsets BPF wants. */
type Instruction =
  | { label: string }
  | { op: 'load'; offset: number }
  | { op: 'jeq' | 'jge' | 'jset'; k: number; then: string; else?: string }
  | { op: 'ret'; k: number };

function assemble(program: Instruction[]): Buffer {
  const code = program.filter((i): i is Exclude<Instruction, { label: string }> => !('label' in i));
  const at = new Map<string, number>();
  let index = 0;
  for (const i of program) {
    if ('label' in i) at.set(i.label, index);
    else index++;
  }
  const out = Buffer.alloc(code.length * 8);
  code.forEach((i, n) => {
    const jump = (label: string | undefined): number => {
      if (label === undefined) return 0;
      const target = at.get(label);
      if (target === undefined || target <= n || target - n - 1 > 255) throw new Error(`seccomp: bad jump to ${label}`);
      return target - n - 1;
    };
    const [op, jt, jf, k] =
      i.op === 'load' ? [BPF.ldAbsW, 0, 0, i.offset]
      : i.op === 'ret' ? [BPF.retK, 0, 0, i.k]
      : [{ jeq: BPF.jeqK, jge: BPF.jgeK, jset: BPF.jsetK }[i.op], jump(i.then), jump(i.else), i.k];
    out.writeUInt16LE(op, n * 8);
    out.writeUInt8(jt, n * 8 + 2);
    out.writeUInt8(jf, n * 8 + 3);
    out.writeUInt32LE(k >>> 0, n * 8 + 4);
  });
  return out;
}

export interface SeccompFilter {
  arch: SeccompArch;
  /** `struct sock_filter[]`, as bwrap's --seccomp reads it. */
  bytes: Buffer;
  /** Calls denied outright (clone with CLONE_NEW*, clone3 and odd personalities come on top). */
  denied: DeniedSyscall[];
}

/**
 * The filter for one architecture. In order: a call of a foreign ABI (i386 or x32 on x86_64, arm32 on
 * aarch64) kills the process, since its numbers would pass the native table unchecked; clone with a
 * CLONE_NEW* flag → EPERM (threads and fork pass); clone3 → ENOSYS, because its flags sit in a struct
 * BPF cannot read, and libc then falls back to clone; personality other than a query, PER_LINUX or
 * ADDR_NO_RANDOMIZE → EPERM; the deny list (but `allowed`) → EPERM; anything else is allowed.
 */
export function seccompFilter(arch: SeccompArch, allowed: readonly DeniedSyscall[] = []): SeccompFilter {
  const nr = SYSCALL_NUMBERS[arch];
  const denied = (Object.keys(DENIED_SYSCALLS) as DeniedSyscall[]).filter((s) => nr[s] !== null && !allowed.includes(s));
  const program: Instruction[] = [
    { op: 'load', offset: DATA.arch },
    { op: 'jeq', k: AUDIT_ARCH[arch], then: 'native', else: 'foreign' },
    { label: 'native' },
    { op: 'load', offset: DATA.nr },
    ...(arch === 'x86_64' ? [{ op: 'jge', k: X32_SYSCALL_BIT, then: 'foreign' } as const] : []),
    { op: 'jeq', k: nr.clone!, then: 'clone' },
    { op: 'jeq', k: nr.clone3!, then: 'enosys' },
    { op: 'jeq', k: nr.personality!, then: 'personality' },
    ...denied.map((s) => ({ op: 'jeq', k: nr[s]!, then: 'eperm' }) as const),
    { op: 'ret', k: RET.allow },
    { label: 'clone' },
    { op: 'load', offset: DATA.argLow(0) },
    { op: 'jset', k: CLONE_NEW_FLAGS, then: 'eperm', else: 'allow' },
    { label: 'personality' },
    { op: 'load', offset: DATA.argLow(0) },
    ...ALLOWED_PERSONALITIES.map((p) => ({ op: 'jeq', k: p, then: 'allow' }) as const),
    { label: 'eperm' },
    { op: 'ret', k: RET.errno(EPERM) },
    { label: 'enosys' },
    { op: 'ret', k: RET.errno(ENOSYS) },
    { label: 'foreign' },
    { op: 'ret', k: RET.killProcess },
    { label: 'allow' },
    { op: 'ret', k: RET.allow },
  ];
  return { arch, bytes: assemble(program), denied };
}

/** The architecture seccomp sees for this Node process, or undefined where there is no table for it. */
export function hostSeccompArch(): SeccompArch | undefined {
  return ({ x64: 'x86_64', arm64: 'aarch64' } as const)[process.arch as 'x64' | 'arm64'];
}
