/*
 * The zygotes' process plumbing (docs/server.md#racket-and-scheme-the-zygote, #r-the-zygote,
 * #emacs-lisp-the-zygote), loaded by the Racket zygote (racket-service/zygote.rkt, through Racket's
 * FFI) and built into the R zygote's library (r-service/r-zygote.c) and the Emacs zygote's module
 * (emacs-service/emacs-zygote.c). A zygote is an interpreter that has loaded what every program needs
 * once; for each program it forks, and the fork runs the program as the command line would. This file
 * makes that fork a sandbox of its own, inside the zygote's bubblewrap sandbox, before any of the
 * program's code runs:
 *
 *   zygote ── fork ──> keeper: reads the program's files (the bytes after the request line, which the
 *                      zygote never reads); new user, mount, pid, ipc, net and uts namespaces; fresh
 *                      tmpfs /box (the files written there), /tmp and /dev/shm; then
 *          ── fork ──> init: pid 1 of the new pid namespace, its own /proc; all signals blocked; then
 *          ── fork ──> program (pid 2, as in a step's sandbox): the step's rlimits; every capability
 *                      dropped; the sandbox's seccomp filter (the one every program runs under);
 *                      stdin /dev/null, stdout and stderr pipes to the keeper; no other descriptor but
 *                      the interpreter's own (racket's wake-up pipe and poll set, Emacs's timerfd),
 *                      made afresh, and what the zygote's program hook opens (R's: the program's
 *                      file, read as R reads its --file). It returns into the interpreter, which
 *                      runs the program.
 *   The init reaps what the program leaves and reports the program's end (wait status, CPU time, peak
 *   memory, whether any other process or thread ever ran) to the keeper; when it exits, the kernel kills
 *   whatever is left. The keeper reads the program's stdout and stderr and writes the answer line
 *   itself. So no sample's files or output ever pass through the zygote's memory, which every later
 *   fork inherits.
 *
 * The zygote itself is not dumpable, nor is the init; the program sees neither (its /proc shows its own
 * pid namespace, where the init holds capabilities the program lacks), nor the keeper.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <net/if.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <poll.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <sys/wait.h>
#include <unistd.h>

/** What the init reports to the keeper: the program's end, or the set-up step that failed. */
struct mcj_status {
  int32_t wait_status;
  int32_t max_rss_kb;
  int32_t cpu_ms;
  /** The last pid used in the program's pid namespace: above 2, another process or thread ran. */
  int32_t last_pid;
  /** Non-zero: the sandbox could not be made (errno of the failed step); the program never ran. */
  int32_t setup_errno;
  int32_t setup_step;
};

/** The step's rlimits, soft and hard (what the sandbox's go script sets with `ulimit`); -1: not set. */
struct mcj_limits {
  int64_t cpu_soft, cpu_hard, fsize, nofile, nproc, as;
};

/**
 * The interpreter's own descriptors, open when the zygote started: racket's (rktio's wake-up pipe, which
 * its signal handler writes and its sleep polls, and its poll set, epoll) and Emacs's timer (a timerfd).
 * Each program gets fresh ones at the same numbers, with the same flags (a timer armed as the zygote's
 * is), so that it shares no kernel object with the zygote or with an earlier program.
 */
struct kept_fd {
  int fd;
  /** 'r'/'w': an end of a pipe (`pipe` pairs them), 'e': an epoll instance, 't': a timerfd. */
  char kind;
  unsigned long pipe;
  /** A timerfd's clock. */
  int clock;
  /** Its descriptor flags (FD_CLOEXEC) and file status flags (O_NONBLOCK), as the interpreter set them. */
  int fd_flags, fl_flags;
};
static struct kept_fd kept[16];
static int kept_count = 0;

/** Calls fn on each open descriptor from 3 up (read from /proc/self/fd). */
static int each_fd(int (*fn)(int fd, void *context), void *context) {
  DIR *dir = opendir("/proc/self/fd");
  if (!dir) return -1;
  int own = dirfd(dir);
  int fds[1024], count = 0, failed = 0;
  for (struct dirent *e; (e = readdir(dir));) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    int fd = atoi(e->d_name);
    if (fd < 3 || fd == own) continue;
    if (count == 1024) failed = 1;
    else fds[count++] = fd;
  }
  closedir(dir);
  for (int i = 0; i < count; i++) failed |= fn(fds[i], context) != 0;
  return failed ? -1 : 0;
}

/** A timerfd's clock, from /proc/self/fdinfo (`clockid:`). */
static int timer_clock(int fd, int *clock) {
  char path[64], info[512];
  snprintf(path, sizeof path, "/proc/self/fdinfo/%d", fd);
  int f = open(path, O_RDONLY | O_CLOEXEC);
  if (f < 0) return -1;
  ssize_t n = read(f, info, sizeof info - 1);
  close(f);
  if (n <= 0) return errno = EIO, -1;
  info[n] = 0;
  const char *at = strstr(info, "clockid:");
  return at && sscanf(at, "clockid: %d", clock) == 1 ? 0 : (errno = ENOTSUP, -1);
}

static int keep(int fd, void *context) {
  (void)context;
  char path[64], target[64];
  snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  ssize_t n = readlink(path, target, sizeof target - 1);
  if (n < 0) return -1;
  if (kept_count == 16) return errno = EMFILE, -1;
  target[n] = 0;
  struct kept_fd k = { fd, 0, 0, 0, fcntl(fd, F_GETFD), fcntl(fd, F_GETFL) };
  if (k.fd_flags < 0 || k.fl_flags < 0) return -1;
  if (strcmp(target, "anon_inode:[eventpoll]") == 0) k.kind = 'e';
  else if (strcmp(target, "anon_inode:[timerfd]") == 0) {
    k.kind = 't';
    if (timer_clock(fd, &k.clock) != 0) return -1;
  }
  else if (sscanf(target, "pipe:[%lu]", &k.pipe) == 1) k.kind = (k.fl_flags & O_ACCMODE) == O_RDONLY ? 'r' : 'w';
  else return errno = ENOTSUP, -1;
  kept[kept_count++] = k;
  return 0;
}

/** Every kept pipe end has its other end kept too (else it could not be made afresh, and would be shared). */
static int kept_pipes_paired(void) {
  for (int i = 0; i < kept_count; i++) {
    if (kept[i].kind == 'e' || kept[i].kind == 't') continue;
    int paired = 0;
    for (int j = 0; j < kept_count; j++) paired |= (kept[j].kind == 'r' || kept[j].kind == 'w') && kept[j].kind != kept[i].kind && kept[j].pipe == kept[i].pipe;
    if (!paired) return errno = ENOTSUP, -1;
  }
  return 0;
}

/** A fresh kernel object at `k.fd`, with the flags the interpreter gave the one it replaces. */
static int replace(int fresh, const struct kept_fd *k) {
  if (fresh < 0 || fcntl(fresh, F_SETFL, k->fl_flags & O_NONBLOCK) != 0) return -1;
  if (dup3(fresh, k->fd, k->fd_flags & FD_CLOEXEC ? O_CLOEXEC : 0) < 0) return -1;
  return close(fresh);
}

static int renew_kept(void) {
  for (int i = 0; i < kept_count; i++) {
    if (kept[i].kind == 'e') {
      if (replace(epoll_create1(0), &kept[i]) != 0) return -1;
    } else if (kept[i].kind == 't') {
      // Armed as the zygote's was at the fork (its time left, its interval).
      struct itimerspec armed;
      int fresh = timerfd_create(kept[i].clock, 0);
      if (fresh < 0 || timerfd_gettime(kept[i].fd, &armed) != 0 || timerfd_settime(fresh, 0, &armed, NULL) != 0) return -1;
      if (replace(fresh, &kept[i]) != 0) return -1;
    } else if (kept[i].kind == 'r') {
      int ends[2];
      if (pipe(ends) != 0) return -1;
      for (int j = 0; j < kept_count; j++) {
        if (kept[j].kind == 'w' && kept[j].pipe == kept[i].pipe && replace(dup(ends[1]), &kept[j]) != 0) return -1;
      }
      if (replace(ends[0], &kept[i]) != 0 || close(ends[1]) != 0) return -1;
    }
  }
  return 0;
}

/**
 * Once, when the interpreter has loaded: the zygote is made not dumpable, and the descriptors it holds
 * now (its own; a sandboxed service is given none beyond 0, 1 and 2) are the ones each program gets
 * afresh.
 */
int mcj_zygote_init(void) {
  if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) return -errno;
  kept_count = 0;
  if (each_fd(keep, NULL) != 0 || kept_pipes_paired() != 0) return errno ? -errno : -EMFILE;
  return kept_count;
}

/**
 * The next request line from stdin (descriptor 0), read a byte at a time so that nothing after it (the
 * program's files, for the keeper) is read: its length, 0 at the end of input, or -errno.
 */
int64_t mcj_read_line(char *buffer, int64_t size) {
  int64_t n = 0;
  while (n < size) {
    ssize_t got = read(0, buffer + n, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return -errno;
    if (got == 0) return n == 0 ? 0 : -EPIPE;
    if (buffer[n++] == '\n') return n;
  }
  return -E2BIG;
}

/** Waits for the keeper (retrying on EINTR); 0, or -errno. */
int mcj_wait(int pid) {
  while (waitpid(pid, NULL, 0) < 0) {
    if (errno != EINTR) return -errno;
  }
  return 0;
}

static int close_unless(int fd, void *keep_fd) {
  if (fd != *(int *)keep_fd) close(fd);
  return 0;
}

static int close_unless_kept(int fd, void *status_fd) {
  for (int i = 0; i < kept_count; i++) if (kept[i].fd == fd) return 0;
  if (fd != *(int *)status_fd) close(fd);
  return 0;
}

static int write_file(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = write(fd, text, strlen(text));
  close(fd);
  return n == (ssize_t)strlen(text) ? 0 : -1;
}

static int tmpfs(const char *where, int64_t mb) {
  char options[96];
  snprintf(options, sizeof options, "size=%lldk,mode=755,uid=%u,gid=%u", (long long)mb * 1024, (unsigned)getuid(), (unsigned)getgid());
  return mount("tmpfs", where, "tmpfs", MS_NOSUID | MS_NODEV, options);
}

/** The loopback interface up, as bubblewrap leaves it in a sandbox's network namespace. */
static int loopback_up(void) {
  int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (s < 0) return -1;
  struct ifreq ifr;
  memset(&ifr, 0, sizeof ifr);
  strncpy(ifr.ifr_name, "lo", IFNAMSIZ - 1);
  int ok = ioctl(s, SIOCGIFFLAGS, &ifr) == 0 && (ifr.ifr_flags |= IFF_UP, ioctl(s, SIOCSIFFLAGS, &ifr) == 0);
  close(s);
  return ok ? 0 : -1;
}

static int set_limit(int resource, int64_t soft, int64_t hard) {
  if (soft < 0) return 0;
  struct rlimit r = { (rlim_t)soft, (rlim_t)hard };
  return setrlimit(resource, &r);
}

/** No capability left, in any set (the program's uid is not 0 in its namespace, so none comes back). */
static int drop_capabilities(void) {
  for (int cap = 0; cap <= 63; cap++) {
    if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL) return -1;
  }
  if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0) return -1;
  struct __user_cap_header_struct header = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  return syscall(SYS_capset, &header, data) == 0 ? 0 : -1;
}

static int install_seccomp(const char *path) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  static struct sock_filter code[4096];
  ssize_t n = read(fd, code, sizeof code);
  close(fd);
  if (n <= 0 || n % sizeof(struct sock_filter) != 0) return errno = EINVAL, -1;
  struct sock_fprog program = { (unsigned short)(n / sizeof(struct sock_filter)), code };
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &program) == 0 ? 0 : -1;
}

/** Reports a failed set-up step to the keeper (the program never ran) and ends this process. */
static void setup_failed(int status_fd, int step) {
  struct mcj_status s = { 0, 0, 0, 0, errno ? errno : EINVAL, step };
  if (write(status_fd, &s, sizeof s) < 0) {}
  _exit(125);
}

/**
 * Called in the program's process once its descriptors are set, before its capabilities are dropped:
 * what the interpreter needs beyond this file (the R zygote's: the program's file where R reads its
 * --file, R's temporary folder, R's command line). Non-zero (errno set): the program cannot be run.
 */
static int (*program_hook)(void) = NULL;
void mcj_set_program_hook(int (*hook)(void)) {
  program_hook = hook;
}

/** The program process's own set-up: stdio, limits, descriptors, the hook, capabilities, seccomp. */
static void program_setup(int out_w, int err_w, int status_fd, const struct mcj_limits *limits, const char *seccomp_path) {
  int null = open("/dev/null", O_RDONLY);
  if (null < 0 || dup2(null, 0) < 0 || dup2(out_w, 1) < 0 || dup2(err_w, 2) < 0) setup_failed(status_fd, 11);
  if (set_limit(RLIMIT_CPU, limits->cpu_soft, limits->cpu_hard) || set_limit(RLIMIT_FSIZE, limits->fsize, limits->fsize) ||
      set_limit(RLIMIT_NOFILE, limits->nofile, limits->nofile) || set_limit(RLIMIT_NPROC, limits->nproc, limits->nproc) ||
      set_limit(RLIMIT_AS, limits->as, limits->as)) setup_failed(status_fd, 12);
  // Everything else is closed; racket's own are made afresh (its I/O needs them); the status pipe
  // last, once nothing can fail any more.
  if (each_fd(close_unless_kept, &status_fd) != 0 || renew_kept() != 0) setup_failed(status_fd, 13);
  if (program_hook && program_hook() != 0) setup_failed(status_fd, 21);
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) setup_failed(status_fd, 14);
  if (drop_capabilities() != 0) setup_failed(status_fd, 15);
  if (install_seccomp(seccomp_path) != 0) setup_failed(status_fd, 16);
  if (prctl(PR_SET_DUMPABLE, 1, 0, 0, 0) != 0) setup_failed(status_fd, 17);
  close(status_fd);
}

/** A growing buffer of bytes. */
struct bytes {
  char *data;
  size_t length, capacity;
};

static int append(struct bytes *b, const char *data, size_t n) {
  if (b->length + n > b->capacity) {
    size_t capacity = b->capacity ? b->capacity : 4096;
    while (capacity < b->length + n) capacity *= 2;
    char *grown = realloc(b->data, capacity);
    if (!grown) return -1;
    b->data = grown, b->capacity = capacity;
  }
  memcpy(b->data + b->length, data, n);
  b->length += n;
  return 0;
}

static int append_text(struct bytes *b, const char *text) {
  return append(b, text, strlen(text));
}

static int append_base64(struct bytes *b, const unsigned char *data, size_t n) {
  static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  for (size_t i = 0; i < n; i += 3) {
    unsigned v = data[i] << 16 | (i + 1 < n ? data[i + 1] << 8 : 0) | (i + 2 < n ? data[i + 2] : 0);
    char quad[4] = { digits[v >> 18 & 63], digits[v >> 12 & 63], i + 1 < n ? digits[v >> 6 & 63] : '=', i + 2 < n ? digits[v & 63] : '=' };
    if (append(b, quad, 4) != 0) return -1;
  }
  return 0;
}

/** Writes all of a buffer (the answer line on descriptor 1, whatever its size). */
static int write_all(int fd, const char *data, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, data, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return -1;
    data += w, n -= (size_t)w;
  }
  return 0;
}

/** The keeper's answer when the program could not be run: an `error` the service reports (the real command runs). */
static void keeper_failed(int64_t id, const char *what) {
  char line[256];
  snprintf(line, sizeof line, "{\"id\":%lld,\"error\":\"the program's sandbox could not be made: %s (errno %d)\"}\n", (long long)id, what, errno);
  write_all(1, line, strlen(line));
  _exit(0);
}

/** Reads exactly n bytes from a descriptor. */
static int read_exactly(int fd, char *into, size_t n) {
  while (n > 0) {
    ssize_t got = read(fd, into, n);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return got == 0 ? (errno = EPIPE, -1) : -1;
    into += got, n -= (size_t)got;
  }
  return 0;
}

/** The program's files, from the bytes after the request line, written into the keeper's fresh /box. */
static int write_files(int count, const char **names, const int64_t *sizes, const char *data) {
  for (int i = 0; i < count; i++) {
    int fd = open(names[i], O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) return -1;
    int ok = write_all(fd, data, (size_t)sizes[i]) == 0;
    if (close(fd) != 0 || !ok) return -1;
    data += sizes[i];
  }
  return 0;
}

/**
 * Reads the program's stdout and stderr to their ends (keeping the first `cap` bytes of each) and the
 * init's report, and writes the answer line on descriptor 1.
 */
static void keeper_answer(int64_t id, int out, int err, int status, int64_t cap) {
  struct bytes kept_out = { 0 }, kept_err = { 0 };
  int64_t total[2] = { 0, 0 };
  struct pollfd fds[2] = { { out, POLLIN, 0 }, { err, POLLIN, 0 } };
  struct bytes *into[2] = { &kept_out, &kept_err };
  int open_count = 2;
  char chunk[65536];
  while (open_count > 0) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      keeper_failed(id, "poll");
    }
    for (int i = 0; i < 2; i++) {
      if (fds[i].fd < 0 || !fds[i].revents) continue;
      ssize_t n = read(fds[i].fd, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        close(fds[i].fd), fds[i].fd = -1, open_count--;
        continue;
      }
      if (total[i] < cap && append(into[i], chunk, (size_t)(n < cap - total[i] ? n : cap - total[i])) != 0) keeper_failed(id, "memory");
      total[i] += n;
    }
  }
  struct mcj_status report;
  if (read_exactly(status, (char *)&report, sizeof report) != 0) keeper_failed(id, "no report from the init");
  if (report.setup_errno) {
    errno = report.setup_errno;
    char what[32];
    snprintf(what, sizeof what, "set-up step %d", report.setup_step);
    keeper_failed(id, what);
  }
  struct bytes line = { 0 };
  char head[256];
  int w = report.wait_status;
  if (WIFEXITED(w)) snprintf(head, sizeof head, "{\"id\":%lld,\"exitCode\":%d,\"signal\":false", (long long)id, WEXITSTATUS(w));
  else snprintf(head, sizeof head, "{\"id\":%lld,\"exitCode\":null,\"signal\":%d", (long long)id, WIFSIGNALED(w) ? WTERMSIG(w) : 0);
  char tail[160];
  snprintf(tail, sizeof tail, ",\"maxRssKb\":%d,\"cpuMs\":%d,\"lastPid\":%d,\"stdout\":\"", report.max_rss_kb, report.cpu_ms, report.last_pid);
  if (append_text(&line, head) || append_text(&line, tail) || append_base64(&line, (unsigned char *)kept_out.data, kept_out.length) ||
      append_text(&line, "\",\"stderr\":\"") || append_base64(&line, (unsigned char *)kept_err.data, kept_err.length) || append_text(&line, "\"}\n")) keeper_failed(id, "memory");
  write_all(1, line.data, line.length);
  _exit(0);
}

/** The init's part: pid 1 of the program's namespace, between its fork of the program and its exit. */
static void init_waits(pid_t program, int s) {
  // Nothing of the program's can reach the init: its signals do nothing (all blocked), its memory is
  // not dumpable, and it holds nothing but the status pipe.
  for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
  if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0 || each_fd(close_unless, &s) != 0) setup_failed(s, 18);
  close(0), close(1), close(2);
  int wait_status = 0;
  struct rusage usage;
  memset(&usage, 0, sizeof usage);
  for (;;) {
    int status = 0;
    struct rusage u;
    pid_t ended = wait4(-1, &status, 0, &u);
    if (ended == program) {
      wait_status = status, usage = u;
      break;
    }
    if (ended < 0 && errno != EINTR) setup_failed(s, 20);
  }
  char last[32] = "0";
  int fd = open("/proc/sys/kernel/ns_last_pid", O_RDONLY | O_CLOEXEC);
  ssize_t n = fd < 0 ? -1 : read(fd, last, sizeof last - 1);
  if (fd >= 0) close(fd);
  last[n > 0 ? n : 0] = 0;
  int32_t cpu_ms = (int32_t)(usage.ru_utime.tv_sec * 1000 + usage.ru_utime.tv_usec / 1000 + usage.ru_stime.tv_sec * 1000 + usage.ru_stime.tv_usec / 1000);
  // Unknown (unreadable): counted as another process, so that the real command decides.
  struct mcj_status report = { wait_status, (int32_t)usage.ru_maxrss, cpu_ms, n > 0 ? atoi(last) : 1 << 30, 0, 0 };
  if (write(s, &report, sizeof report) < 0) {}
  // Whatever the program left running is killed by the kernel as this init exits.
  _exit(0);
}

/**
 * Forks one program. In the zygote: returns the keeper's pid (the zygote waits for it with mcj_wait: the
 * keeper answers for the program), or -errno. In the program: returns 0, isolated as above, in /box
 * (a tmpfs of box_mb MiB holding its files). The keeper and the init never return.
 */
int mcj_fork_program(int64_t id, int64_t box_mb, int64_t tmp_mb, const struct mcj_limits *limits, const char *seccomp_path,
                     int count, const char **names, const int64_t *sizes, int64_t cap) {
  uid_t uid = getuid();
  gid_t gid = getgid();
  pid_t keeper = fork();
  if (keeper != 0) return keeper < 0 ? -errno : keeper;
  // The keeper. Dumpable again (the zygote is not), or its own /proc/self/uid_map is not its to write;
  // nothing of the program's can reach it: it is outside the program's pid namespace.
  // (racket's signal handlers stay: the program is forked from here and runs racket.)
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0 || prctl(PR_SET_DUMPABLE, 1, 0, 0, 0) != 0) keeper_failed(id, "prctl");
  // The files first, so that whatever fails later, nothing of them is left for the next request line.
  size_t total = 0;
  for (int i = 0; i < count; i++) total += (size_t)sizes[i];
  char *data = malloc(total ? total : 1);
  if (!data || read_exactly(0, data, total) != 0) keeper_failed(id, "reading the files");
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWNET | CLONE_NEWUTS) != 0) keeper_failed(id, "unshare");
  char map[64];
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)uid, (unsigned)uid);
  if (write_file("/proc/self/uid_map", map) != 0) keeper_failed(id, "uid_map");
  if (write_file("/proc/self/setgroups", "deny") != 0) keeper_failed(id, "setgroups");
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)gid, (unsigned)gid);
  if (write_file("/proc/self/gid_map", map) != 0) keeper_failed(id, "gid_map");
  // No user namespace below this one (bubblewrap's --disable-userns for a step), besides seccomp's refusal.
  if (write_file("/proc/sys/user/max_user_namespaces", "0") != 0) keeper_failed(id, "max_user_namespaces");
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) keeper_failed(id, "mount");
  if (tmpfs("/box", box_mb) != 0 || tmpfs("/tmp", tmp_mb) != 0 || tmpfs("/dev/shm", tmp_mb) != 0) keeper_failed(id, "tmpfs");
  if (chdir("/box") != 0) keeper_failed(id, "chdir");
  if (write_files(count, names, sizes, data) != 0) keeper_failed(id, "writing the files");
  explicit_bzero(data, total);
  free(data);
  if (loopback_up() != 0) keeper_failed(id, "loopback");
  int out[2], err[2], status[2];
  if (pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0 || pipe2(status, O_CLOEXEC) != 0) keeper_failed(id, "pipe");
  pid_t init = fork();
  if (init < 0) keeper_failed(id, "fork");
  if (init > 0) {
    close(out[1]), close(err[1]), close(status[1]);
    keeper_answer(id, out[0], err[0], status[0], cap);
  }
  // The init: its own /proc, then the program as pid 2, forked with every signal blocked (the program
  // restores racket's mask; the init keeps them blocked).
  int s = status[1];
  close(out[0]), close(err[0]), close(status[0]);
  sigset_t all, racket_mask;
  sigfillset(&all);
  if (sigprocmask(SIG_SETMASK, &all, &racket_mask) != 0) setup_failed(s, 9);
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) setup_failed(s, 10);
  pid_t program = fork();
  if (program < 0) setup_failed(s, 19);
  if (program == 0) {
    if (sigprocmask(SIG_SETMASK, &racket_mask, NULL) != 0) setup_failed(s, 9);
    program_setup(out[1], err[1], s, limits, seccomp_path);
    return 0;
  }
  close(out[1]), close(err[1]);
  init_waits(program, s);
  return -1;
}

/** The request's main file, while mcj_serve_plain_requests serves it (its program's process reads it). */
static char plain_main[256];

/** A file name a plain request may carry: what warm-zygote.ts's PLAIN_REQUESTS sends (no escapes in the line). */
static int plain_name(const char *name) {
  if (!*name || strcmp(name, ".") == 0 || strcmp(name, "..") == 0 || strlen(name) >= sizeof plain_main) return 0;
  for (const char *c = name; *c; c++) {
    if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '.' || *c == '_' || *c == '-')) return 0;
  }
  return 1;
}

static void serve_failed(const char *why) {
  fprintf(stderr, "zygote: %s (errno %d)\n", why, errno);
  _exit(1);
}

#define MAX_FILES 32

/**
 * The request loop of a zygote whose interpreter does not read JSON (R's, Emacs's), after
 * mcj_zygote_init: request lines of the form
 * `{"id":N,"r":"MAIN BOX_MB TMP_MB CAP CPU_SOFT CPU_HARD FSIZE NOFILE NPROC AS COUNT NAME SIZE ..."}`
 * (warm-zygote.ts's PLAIN_REQUESTS), each followed by the files' bytes (read by the keeper), each
 * program forked by mcj_fork_program. The zygote exits at the end of its input; this returns only in a
 * program's process (after the program hook), with the request's MAIN.
 */
const char *mcj_serve_plain_requests(const char *seccomp_path) {
  static char line[65536];
  for (;;) {
    int64_t n = mcj_read_line(line, sizeof line - 1);
    if (n == 0) _exit(0);
    if (n < 0) serve_failed("reading a request");
    line[n] = 0;
    long long id = 0;
    int at = 0;
    if (sscanf(line, "{\"id\":%lld,\"r\":\"%n", &id, &at) < 1 || at == 0) serve_failed("a request line of another form");
    char *fields = line + at, *end = strchr(fields, '"');
    if (!end) serve_failed("a request line of another form");
    *end = 0;
    struct mcj_limits limits;
    long long box_mb, tmp_mb, cap, l[6];
    int count = 0, used = 0;
    char main_name[256];
    if (sscanf(fields, "%255s %lld %lld %lld %lld %lld %lld %lld %lld %lld %d %n", main_name, &box_mb, &tmp_mb, &cap, &l[0], &l[1], &l[2], &l[3], &l[4], &l[5], &count, &used) != 11 ||
        count < 1 || count > MAX_FILES) serve_failed("a request line of another form");
    limits = (struct mcj_limits){ l[0], l[1], l[2], l[3], l[4], l[5] };
    static char names_kept[MAX_FILES][256];
    const char *names[MAX_FILES];
    int64_t sizes[MAX_FILES];
    char *rest = fields + used;
    for (int i = 0; i < count; i++) {
      long long size;
      int step = 0;
      if (sscanf(rest, "%255s %lld %n", names_kept[i], &size, &step) != 2 || size < 0) serve_failed("a request line of another form");
      names[i] = names_kept[i], sizes[i] = size, rest += step;
    }
    // The TypeScript side sends only plain names: anything else is a fault of ours.
    int plain = plain_name(main_name);
    for (int i = 0; i < count; i++) plain &= plain_name(names[i]);
    if (!plain) serve_failed("a file name a request may not carry");
    strcpy(plain_main, main_name);
    int pid = mcj_fork_program(id, box_mb, tmp_mb, &limits, seccomp_path, count, names, sizes, cap);
    if (pid == 0) return plain_main;
    if (pid < 0) {
      char answer[128];
      snprintf(answer, sizeof answer, "{\"id\":%lld,\"error\":\"fork failed: errno %d\"}\n", id, -pid);
      write_all(1, answer, strlen(answer));
    } else {
      mcj_wait(pid);
    }
  }
}
