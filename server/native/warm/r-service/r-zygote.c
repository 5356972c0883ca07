/*
 * The R zygote's library (docs/server.md#the-r-zygote): zygote.c's fork, and what makes the fork R as
 * `Rscript N.R` starts it. `Rscript zygote.R LIB SECCOMP` loads this file and calls mcj_r_serve, which
 * serves one request line at a time on stdin and never returns in the zygote. In each program's process
 * it returns, and R's read-eval-print loop, which read zygote.R as Rscript's --file, goes on reading
 * the program's file from the same descriptor: the program runs as R runs a --file (each top-level
 * expression parsed and evaluated in turn, visible values printed, an error ends it with "Execution
 * halted"), with Rscript's command line and its own temporary folder.
 */
#include "../zygote/zygote.c"
#include <limits.h>

/** libR's, resolved when R loads this library. */
extern char *R_TempDir;
extern void R_set_command_line_arguments(int argc, char **argv);

/** The descriptor R reads its --file from (zygote.R, then the program's file). */
static int script_fd = -1;
/** R's command line up to its --file (`R --no-echo --no-restore`), and the program's in full. */
static char *command_line[64];
static int command_prefix = 0;
/** The program's file, in its /box (the request's main). */
static char program_main[256];

/** Answers the request line (the program never ran: the real command decides) with an error. */
static void refuse(int64_t id, const char *why) {
  char line[320];
  snprintf(line, sizeof line, "{\"id\":%lld,\"error\":\"%s\"}\n", (long long)id, why);
  write_all(1, line, strlen(line));
}

/**
 * The program's process, before its capabilities go: its file where R reads its --file, R's temporary
 * folder (its name as this R made it at start-up, in the program's fresh /tmp), and Rscript's command
 * line for it (commandArgs()).
 */
static int become_program(void) {
  int fd = open(program_main, O_RDONLY);
  if (fd < 0) return -1;
  if (fd != script_fd && (dup2(fd, script_fd) < 0 || close(fd) != 0)) return -1;
  if (lseek(script_fd, 0, SEEK_SET) != 0) return -1;
  if (mkdir(R_TempDir, 0700) != 0) return -1;
  static char file_arg[sizeof program_main + 8];
  snprintf(file_arg, sizeof file_arg, "--file=%s", program_main);
  command_line[command_prefix] = file_arg;
  R_set_command_line_arguments(command_prefix + 1, command_line);
  return 0;
}

static int close_fd(int fd, void *context) {
  (void)context;
  return close(fd);
}

/** The descriptor open on `path` (R's --file), or -1. */
static int descriptor_of(const char *path) {
  char wanted[PATH_MAX], link[64], target[PATH_MAX];
  if (!realpath(path, wanted)) return -1;
  for (int fd = 3; fd < 1024; fd++) {
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, target, sizeof target - 1);
    if (n < 0) continue;
    target[n] = 0;
    if (strcmp(target, wanted) == 0) return fd;
  }
  return -1;
}

static void give_up(const char *why) {
  fprintf(stderr, "r zygote: %s (errno %d)\n", why, errno);
  _exit(1);
}

/** A file name the request may carry: what the TypeScript side sends (no escapes in the line). */
static int plain_name(const char *name) {
  if (!*name || strcmp(name, ".") == 0 || strcmp(name, "..") == 0 || strlen(name) >= sizeof program_main) return 0;
  for (const char *c = name; *c; c++) {
    if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '.' || *c == '_' || *c == '-')) return 0;
  }
  return 1;
}

#define MAX_FILES 32

/**
 * `.C("mcj_r_serve", commandArgs(), length(commandArgs()))` from zygote.R. The request lines are
 * `{"id":N,"r":"MAIN BOX_MB TMP_MB CAP CPU_SOFT CPU_HARD FSIZE NOFILE NPROC AS COUNT NAME SIZE ..."}`,
 * each followed by the files' bytes (read by the keeper). Returns only in a program's process.
 */
void mcj_r_serve(char **argv, int *argc) {
  const char *script = NULL, *seccomp = NULL;
  for (int i = 0; i < *argc; i++) {
    if (strncmp(argv[i], "--file=", 7) == 0 && !script) {
      script = argv[i] + 7;
      command_prefix = i;
    }
  }
  if (!script || command_prefix >= 63 || *argc < 2) give_up("no --file on R's command line");
  seccomp = argv[*argc - 1];
  for (int i = 0; i < command_prefix; i++) command_line[i] = argv[i];
  script_fd = descriptor_of(script);
  if (script_fd < 0) give_up("R's --file is not open");
  // The zygote keeps no descriptor but 0, 1 and 2 (its --file too is closed: it reads no more of it).
  if (each_fd(close_fd, NULL) != 0) give_up("closing descriptors");
  if (mcj_zygote_init() != 0) give_up("init");
  mcj_set_program_hook(become_program);
  static char line[65536];
  for (;;) {
    int64_t n = mcj_read_line(line, sizeof line - 1);
    if (n == 0) _exit(0);
    if (n < 0) give_up("reading a request");
    line[n] = 0;
    long long id = 0;
    int at = 0;
    if (sscanf(line, "{\"id\":%lld,\"r\":\"%n", &id, &at) < 1 || at == 0) give_up("a request line of another form");
    char *fields = line + at, *end = strchr(fields, '"');
    if (!end) give_up("a request line of another form");
    *end = 0;
    struct mcj_limits limits;
    long long box_mb, tmp_mb, cap;
    int count = 0, used = 0;
    char main_name[256];
    if (sscanf(fields, "%255s %lld %lld %lld %lld %lld %lld %lld %lld %lld %d %n", main_name, &box_mb, &tmp_mb, &cap, (long long *)&limits.cpu_soft,
               (long long *)&limits.cpu_hard, (long long *)&limits.fsize, (long long *)&limits.nofile, (long long *)&limits.nproc, (long long *)&limits.as, &count, &used) != 11 ||
        count < 1 || count > MAX_FILES) give_up("a request line of another form");
    static char names_kept[MAX_FILES][256];
    const char *names[MAX_FILES];
    int64_t sizes[MAX_FILES];
    char *rest = fields + used;
    for (int i = 0; i < count; i++) {
      long long size;
      int step = 0;
      if (sscanf(rest, "%255s %lld %n", names_kept[i], &size, &step) != 2 || size < 0) give_up("a request line of another form");
      names[i] = names_kept[i], sizes[i] = size, rest += step;
    }
    // The TypeScript side sends only plain names (warm-r.ts); anything else is a fault of ours.
    int plain = plain_name(main_name);
    for (int i = 0; i < count; i++) plain &= plain_name(names[i]);
    if (!plain) give_up("a file name the request may not carry");
    strcpy(program_main, main_name);
    int pid = mcj_fork_program(id, box_mb, tmp_mb, &limits, seccomp, count, names, sizes, cap);
    if (pid == 0) return;
    if (pid < 0) refuse(id, "fork failed");
    else mcj_wait(pid);
  }
}
