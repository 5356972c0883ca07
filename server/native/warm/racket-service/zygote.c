/*
 * The Racket zygote's process plumbing (docs/server.md#the-racket-zygote), loaded by zygote.rkt through
 * Racket's FFI. The zygote is a racket that has loaded `racket` and `rackunit` once; for each program it
 * forks, and the fork runs the program as `racket N.rkt` would. This file makes that fork a sandbox of
 * its own, inside the zygote's bubblewrap sandbox, before any of the program's code runs:
 *
 *   zygote ── fork ──> keeper: new user, mount, pid, ipc, net and uts namespaces; its own /box, /tmp
 *                      and /dev/shm (fresh tmpfs); then ── fork ──> init: pid 1 of the new pid
 *                      namespace, its own /proc; then ── fork ──> program (pid 2, as in a step's
 *                      sandbox): the step's rlimits; every capability dropped; the
 *                      sandbox's seccomp filter (the one every program runs under); stdin /dev/null,
 *                      stdout and stderr pipes to the zygote; no other descriptor but racket's own
 *                      (its wake-up pipe and poll set), made afresh. It returns into
 *                      racket, which writes the program's files and runs it.
 *   The init waits for the program, reaping what it leaves, and writes the program's wait status and
 *   peak memory to the status pipe. When the init then exits, the kernel kills whatever the program
 *   left running; the keeper waits for the init.
 *
 * The zygote itself is not dumpable, so nothing of the program's (same uid, other namespaces, no
 * capability over the zygote's) can read or write its memory through /proc or ptrace.
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
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/** What the keeper reports on the status pipe: the program's wait status and its peak resident memory. */
struct mcj_status {
  int32_t wait_status;
  int32_t max_rss_kb;
  /** Non-zero: the sandbox could not be made (errno of the failed step); the program never ran. */
  int32_t setup_errno;
  int32_t setup_step;
};

/** The step's rlimits, soft and hard (what the sandbox's go script sets with `ulimit`); -1: not set. */
struct mcj_limits {
  int64_t cpu_soft, cpu_hard, fsize, nofile, nproc, as;
};

/**
 * racket's own descriptors, open when the zygote started: rktio's wake-up pipe (its signal handler
 * writes, its sleep polls) and its poll set (epoll). Each program gets fresh ones at the same numbers,
 * with the same flags, so that it shares no kernel object with the zygote or with an earlier program.
 */
struct kept_fd {
  int fd;
  /** 'r'/'w': an end of a pipe (`pipe` pairs them), 'e': an epoll instance. */
  char kind;
  unsigned long pipe;
};
static struct kept_fd kept[16];
static int kept_count = 0;

static int is_kept(int fd) {
  for (int i = 0; i < kept_count; i++) if (kept[i].fd == fd) return 1;
  return 0;
}

/** Calls fn on each open descriptor from 3 up (read from /proc/self/fd). */
static int each_fd(int (*fn)(int fd, void *context), void *context) {
  DIR *dir = opendir("/proc/self/fd");
  if (!dir) return -1;
  int own = dirfd(dir);
  int fds[1024], count = 0;
  for (struct dirent *e; (e = readdir(dir)) && count < 1024;) {
    int fd = atoi(e->d_name);
    if (e->d_name[0] >= '0' && e->d_name[0] <= '9' && fd >= 3 && fd != own) fds[count++] = fd;
  }
  closedir(dir);
  int failed = count >= 1024;
  for (int i = 0; i < count; i++) failed |= fn(fds[i], context) != 0;
  return failed ? -1 : 0;
}

static int keep(int fd, void *context) {
  (void)context;
  char path[64], target[64];
  snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  ssize_t n = readlink(path, target, sizeof target - 1);
  if (n < 0 || kept_count >= 16) return -1;
  target[n] = 0;
  struct kept_fd k = { fd, 0, 0 };
  if (strcmp(target, "anon_inode:[eventpoll]") == 0) k.kind = 'e';
  else if (sscanf(target, "pipe:[%lu]", &k.pipe) == 1) k.kind = (fcntl(fd, F_GETFL) & O_ACCMODE) == O_RDONLY ? 'r' : 'w';
  else return errno = ENOTSUP, -1;
  kept[kept_count++] = k;
  return 0;
}

/** A fresh kernel object at `fd`, with fd's flags: where it has FD_CLOEXEC, and O_NONBLOCK. */
static int replace(int fresh, int fd) {
  int fd_flags = fcntl(fd, F_GETFD), fl_flags = fcntl(fd, F_GETFL);
  if (fresh < 0 || fd_flags < 0 || fl_flags < 0) return -1;
  if (fcntl(fresh, F_SETFL, fl_flags & O_NONBLOCK) != 0 || dup3(fresh, fd, fd_flags & FD_CLOEXEC ? O_CLOEXEC : 0) < 0) return -1;
  return close(fresh);
}

static int renew_kept(void) {
  for (int i = 0; i < kept_count; i++) {
    if (kept[i].kind == 'e') {
      if (replace(epoll_create1(0), kept[i].fd) != 0) return -1;
    } else if (kept[i].kind == 'r') {
      int ends[2];
      if (pipe(ends) != 0) return -1;
      for (int j = 0; j < kept_count; j++) {
        if (kept[j].kind == 'w' && kept[j].pipe == kept[i].pipe && replace(dup(ends[1]), kept[j].fd) != 0) return -1;
      }
      if (replace(ends[0], kept[i].fd) != 0 || close(ends[1]) != 0) return -1;
    }
  }
  return 0;
}

/**
 * Once, when racket has loaded: the zygote is made not dumpable, and the descriptors racket holds now
 * (its own; a sandboxed service is given none beyond 0, 1 and 2) are the ones a program keeps.
 */
int mcj_zygote_init(void) {
  if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) return -errno;
  kept_count = 0;
  return each_fd(keep, NULL) == 0 ? kept_count : (errno ? -errno : -EMFILE);
}

static int close_unless_kept(int fd, void *status_fd) {
  if (!is_kept(fd) && fd != *(int *)status_fd) close(fd);
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

/** Reports a failed setup step to the zygote (the program never ran) and ends this process. */
static void setup_failed(int status_fd, int step) {
  struct mcj_status s = { 0, 0, errno ? errno : EINVAL, step };
  if (write(status_fd, &s, sizeof s) < 0) {}
  _exit(125);
}

/** The program process's own setup: stdio, limits, descriptors, capabilities, seccomp. */
static void program_setup(int out_w, int err_w, int status_fd, const struct mcj_limits *limits, const char *seccomp_path) {
  int null = open("/dev/null", O_RDONLY);
  if (null < 0 || dup2(null, 0) < 0 || dup2(out_w, 1) < 0 || dup2(err_w, 2) < 0) setup_failed(status_fd, 11);
  if (set_limit(RLIMIT_CPU, limits->cpu_soft, limits->cpu_hard) || set_limit(RLIMIT_FSIZE, limits->fsize, limits->fsize) ||
      set_limit(RLIMIT_NOFILE, limits->nofile, limits->nofile) || set_limit(RLIMIT_NPROC, limits->nproc, limits->nproc) ||
      set_limit(RLIMIT_AS, limits->as, limits->as)) setup_failed(status_fd, 12);
  // Everything else the zygote had open is closed; racket's own are made afresh (its I/O needs them);
  // the status pipe last, once nothing can fail any more.
  if (each_fd(close_unless_kept, &status_fd) != 0 || renew_kept() != 0) setup_failed(status_fd, 13);
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) setup_failed(status_fd, 14);
  if (drop_capabilities() != 0) setup_failed(status_fd, 15);
  if (install_seccomp(seccomp_path) != 0) setup_failed(status_fd, 16);
  if (prctl(PR_SET_DUMPABLE, 1, 0, 0, 0) != 0) setup_failed(status_fd, 17);
  close(status_fd);
}

/**
 * Forks one program. In the zygote: returns the keeper's pid, with the read ends of the program's stdout,
 * stderr and the status pipe in fds[0..2]; or -errno. In the program: returns 0, isolated as above, in
 * /box (an empty tmpfs of box_mb MiB). The keeper never returns.
 */
int mcj_fork_program(int64_t box_mb, int64_t tmp_mb, const struct mcj_limits *limits, const char *seccomp_path, int *fds) {
  int out[2], err[2], status[2];
  if (pipe2(out, O_CLOEXEC) != 0) return -errno;
  if (pipe2(err, O_CLOEXEC) != 0) return close(out[0]), close(out[1]), -errno;
  if (pipe2(status, O_CLOEXEC) != 0) return close(out[0]), close(out[1]), close(err[0]), close(err[1]), -errno;
  uid_t uid = getuid();
  gid_t gid = getgid();
  pid_t keeper = fork();
  if (keeper < 0) {
    int e = errno;
    for (int i = 0; i < 2; i++) close(out[i]), close(err[i]), close(status[i]);
    return -e;
  }
  if (keeper > 0) {
    close(out[1]), close(err[1]), close(status[1]);
    fds[0] = out[0], fds[1] = err[0], fds[2] = status[0];
    return keeper;
  }
  // The keeper.
  close(out[0]), close(err[0]), close(status[0]);
  int s = status[1];
  // Dumpable again (the zygote is not), or its own /proc/self/uid_map is not its to write. Nothing of
  // the program's can reach it: the program's /proc shows its own pid namespace only.
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0 || prctl(PR_SET_DUMPABLE, 1, 0, 0, 0) != 0) setup_failed(s, 1);
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWNET | CLONE_NEWUTS) != 0) setup_failed(s, 2);
  char map[64];
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)uid, (unsigned)uid);
  if (write_file("/proc/self/uid_map", map) != 0) setup_failed(s, 3);
  if (write_file("/proc/self/setgroups", "deny") != 0) setup_failed(s, 4);
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)gid, (unsigned)gid);
  if (write_file("/proc/self/gid_map", map) != 0) setup_failed(s, 5);
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) setup_failed(s, 6);
  if (tmpfs("/box", box_mb) != 0 || tmpfs("/tmp", tmp_mb) != 0 || tmpfs("/dev/shm", tmp_mb) != 0) setup_failed(s, 7);
  if (chdir("/box") != 0) setup_failed(s, 8);
  if (loopback_up() != 0) setup_failed(s, 9);
  pid_t init = fork();
  if (init < 0) setup_failed(s, 2);
  if (init > 0) {
    // The keeper: the init reports; the keeper ends when it has (its exit is the zygote's to reap).
    close(out[1]), close(err[1]), close(s);
    while (waitpid(init, NULL, 0) < 0 && errno == EINTR) {}
    _exit(0);
  }
  // The init, pid 1 of the new pid namespace (as bubblewrap's init is in a step's sandbox): its own
  // /proc, then the program as pid 2; it reaps what the program leaves and reports the program's end.
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) setup_failed(s, 10);
  pid_t program = fork();
  if (program < 0) setup_failed(s, 2);
  if (program == 0) {
    program_setup(out[1], err[1], s, limits, seccomp_path);
    return 0;
  }
  close(out[1]), close(err[1]);
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
  struct mcj_status report = { wait_status, (int32_t)usage.ru_maxrss, 0, 0 };
  if (write(s, &report, sizeof report) < 0) {}
  // Whatever the program left running is killed by the kernel as this init exits.
  _exit(0);
}
