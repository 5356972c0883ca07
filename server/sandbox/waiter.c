// The first process of every sandbox (docs/server.md, "The waiting program"). bwrap starts it, from the
// descriptor the spawner opened it on (SELF_FD), once the namespaces, mounts and cgroups are made; it
// waits for its step on GO_FD, sets what the step asks, and execs the program, which is then this same
// process (pid 2 of the sandbox). It runs no code of any program's before that exec.
//
// The step (goRequest in bwrap-command.ts) is read to its end: NUL-terminated words, each tagged by its
// first byte, in this order:
//   D<folder>                  enter it
//   L<letter><soft>,<hard>     an rlimit, as ulimit's letter (t f n p v) and two decimal numbers
//   E<NAME=value>              the program's environment, in order
//   W                          write the witness byte on WITNESS_FD right before the exec
//   A<word>                    the program's argv, in order (at least one)
// Anything wrong before the witness byte exits 125 (a host fault, never the program's verdict). After
// it, the exec is what dash's `exec` did in the shell that did this job before: the command found on
// the environment's PATH unless it holds a slash, a file without a `#!` line run by /bin/sh, and status
// 127 (not found) or 126 (any other error) when nothing can run.
//
// Built without the C library (-nostdlib -static, its own _start): on the development VM an exec of a
// static glibc program cost as much as one of dash, one with no library about 1.5 ms less.
#include <asm/unistd.h>
#include <linux/errno.h>

#define WITNESS_FD 5
#define GO_FD 6
#define SELF_FD 9

typedef unsigned long size_t;

#if defined(__x86_64__)
static long sys(long n, long a, long b, long c, long d) {
  register long r10 __asm__("r10") = d;
  long r;
  __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10) : "rcx", "r11", "memory");
  return r;
}
__asm__(".text\n.global _start\n_start:\n  xor %rbp, %rbp\n  mov %rsp, %rdi\n  and $-16, %rsp\n  call start_c\n  hlt\n");
#elif defined(__aarch64__)
static long sys(long n, long a, long b, long c, long d) {
  register long x8 __asm__("x8") = n;
  register long x0 __asm__("x0") = a;
  register long x1 __asm__("x1") = b;
  register long x2 __asm__("x2") = c;
  register long x3 __asm__("x3") = d;
  __asm__ volatile("svc #0" : "+r"(x0) : "r"(x8), "r"(x1), "r"(x2), "r"(x3) : "memory", "cc");
  return x0;
}
__asm__(".text\n.global _start\n_start:\n  mov x29, #0\n  mov x30, #0\n  mov x0, sp\n  and sp, x0, #-16\n  b start_c\n");
#else
#error "waiter.c knows the system calls of x86_64 and aarch64 only"
#endif

// The step as read (words at most 16 MiB in all: more could not be exec'd anyway) and its parsed parts.
// Neither is touched beyond what a step uses, so the size costs nothing.
#define STEP_MAX (16 << 20)
#define WORDS_MAX (1 << 20)
static char step[STEP_MAX + 1];
static char *args[WORDS_MAX + 2];
static char *envs[WORDS_MAX + 1];

static size_t length(const char *s) {
  size_t n = 0;
  while (s[n]) n++;
  return n;
}

static void say(const char *a, const char *b, const char *c) {
  const char *parts[] = {"mcjudge: ", a, b, c, "\n"};
  for (int i = 0; i < 5; i++) sys(__NR_write, 2, (long)parts[i], (long)length(parts[i]), 0);
}

__attribute__((noreturn)) static void leave(int status) {
  for (;;) sys(__NR_exit_group, status, 0, 0, 0);
}

// A failure before the program could start: the sandbox's, never the program's.
__attribute__((noreturn)) static void host_fault(const char *what, const char *detail) {
  say("the waiting sandbox ", what, detail);
  leave(125);
}

static int parse_number(const char **p, unsigned long long *out) {
  unsigned long long v = 0;
  const char *s = *p;
  if (*s < '0' || *s > '9') return -1;
  for (; *s >= '0' && *s <= '9'; s++) {
    if (v > (~0ULL - 9) / 10) return -1;
    v = v * 10 + (unsigned)(*s - '0');
  }
  *p = s;
  *out = v;
  return 0;
}

// ulimit's letter to the kernel's resource number (the generic numbers, which x86_64 and aarch64 use).
static int resource_of(char letter) {
  switch (letter) {
    case 't': return 0;  // RLIMIT_CPU
    case 'f': return 1;  // RLIMIT_FSIZE
    case 'p': return 6;  // RLIMIT_NPROC
    case 'n': return 7;  // RLIMIT_NOFILE
    case 'v': return 9;  // RLIMIT_AS
    default: return -1;
  }
}

static void set_limit(const char *word) {
  struct { unsigned long long soft, hard; } limit;
  int resource = resource_of(word[0]);
  const char *p = word + 1;
  if (resource < 0 || parse_number(&p, &limit.soft) || *p++ != ',' || parse_number(&p, &limit.hard) || *p)
    host_fault("got a malformed limit: ", word);
  if (sys(__NR_prlimit64, 0, resource, (long)&limit, 0) < 0) host_fault("could not set the limit ", word);
}

static long try_exec(const char *path) {
  long e = sys(__NR_execve, (long)path, (long)(args + 1), (long)envs, 0);
  if (e != -ENOEXEC) return -e;
  // A file the kernel cannot run: dash then runs it with /bin/sh, its path as the script.
  char *saved = args[1];
  args[0] = "/bin/sh";
  args[1] = (char *)path;
  e = sys(__NR_execve, (long)"/bin/sh", (long)args, (long)envs, 0);
  args[1] = saved;
  return -e;
}

// The error's number in words, for the message (no C library here to give strerror's text).
static const char *errno_name(long e) {
  static char text[32];
  const char *prefix = "errno ";
  int at = 0;
  while (*prefix) text[at++] = *prefix++;
  char digits[20];
  int n = 0;
  do digits[n++] = (char)('0' + e % 10); while ((e /= 10) && n < 19);
  while (n) text[at++] = digits[--n];
  text[at++] = ')';
  text[at] = 0;
  return text;
}

static const char *path_of(char **env) {
  for (; *env; env++) {
    const char *v = *env;
    if (v[0] == 'P' && v[1] == 'A' && v[2] == 'T' && v[3] == 'H' && v[4] == '=') return v + 5;
  }
  return "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
}

// dash's `exec NAME ARGS...` once the witness byte is written: it returns only when nothing could run.
__attribute__((noreturn)) static void exec_program(void) {
  const char *name = args[1];
  long e = ENOENT;
  int slash = 0;
  for (const char *c = name; *c; c++) slash |= *c == '/';
  if (slash) {
    e = try_exec(name);
  } else {
    char full[4096];
    size_t n = length(name);
    for (const char *dir = path_of(envs); dir;) {
      const char *end = dir;
      while (*end && *end != ':') end++;
      size_t d = (size_t)(end - dir);
      if (d + 1 + n < sizeof full) {
        size_t at = 0;
        for (size_t i = 0; i < d; i++) full[at++] = dir[i];
        if (d) full[at++] = '/';
        for (size_t i = 0; i <= n; i++) full[at++] = name[i];
        long got = try_exec(full);
        if (got != ENOENT && got != ENOTDIR) e = got;
      }
      dir = *end ? end + 1 : 0;
    }
  }
  // dash: 127 when the command is not there (ENOENT, ENOTDIR, ELOOP, ENAMETOOLONG), 126 for any other error.
  int missing = e == ENOENT || e == ENOTDIR || e == ELOOP || e == ENAMETOOLONG;
  say(name, missing ? ": not found" : e == EACCES ? ": Permission denied" : ": cannot be run (", missing || e == EACCES ? "" : errno_name(e));
  leave(missing ? 127 : 126);
}

__attribute__((noreturn, used)) void start_c(long *sp) {
  (void)sp;
  size_t got = 0;
  for (;;) {
    long n = sys(__NR_read, GO_FD, (long)(step + got), (long)(STEP_MAX - got), 0);
    if (n < 0) host_fault("could not read its step", "");
    if (n == 0) break;
    got += (size_t)n;
    if (got == STEP_MAX) host_fault("got a step over 16 MiB", "");
  }
  sys(__NR_close, GO_FD, 0, 0, 0);
  sys(__NR_close, SELF_FD, 0, 0, 0);
  if (got == 0) leave(125);  // let go without a step: stopped before its run
  if (step[got - 1] != '\0') host_fault("got a step cut short", "");
  size_t nargs = 0, nenvs = 0;
  int witness = 0, entered = 0;
  for (char *word = step; word < step + got; word += length(word) + 1) {
    switch (word[0]) {
      case 'D':
        if (sys(__NR_chdir, (long)(word + 1), 0, 0, 0) < 0) host_fault("could not enter ", word + 1);
        entered = 1;
        break;
      case 'L': set_limit(word + 1); break;
      case 'E':
        if (nenvs == WORDS_MAX) host_fault("got too many words", "");
        envs[nenvs++] = word + 1;
        break;
      case 'W': witness = 1; break;
      case 'A':
        if (nargs == WORDS_MAX) host_fault("got too many words", "");
        args[1 + nargs++] = word + 1;
        break;
      default: host_fault("got a word it does not know: ", word);
    }
  }
  if (!entered || nargs == 0) host_fault("got a step without a folder or a command", "");
  args[1 + nargs] = 0;
  envs[nenvs] = 0;
  if (witness) sys(__NR_write, WITNESS_FD, (long)"x", 1, 0);
  exec_program();
}
