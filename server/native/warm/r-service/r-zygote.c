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

/**
 * The program's process, before its capabilities go: its file where R reads its --file, R's temporary
 * folder (its name as this R made it at start-up, in the program's fresh /tmp), and Rscript's command
 * line for it (commandArgs()).
 */
static int become_program(void) {
  int fd = open(plain_main, O_RDONLY);
  if (fd < 0) return -1;
  if (fd != script_fd && (dup2(fd, script_fd) < 0 || close(fd) != 0)) return -1;
  if (mkdir(R_TempDir, 0700) != 0) return -1;
  static char file_arg[sizeof plain_main + 8];
  snprintf(file_arg, sizeof file_arg, "--file=%s", plain_main);
  command_line[command_prefix] = file_arg;
  R_set_command_line_arguments(command_prefix + 1, command_line);
  return 0;
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

/**
 * `.C("mcj_r_serve", commandArgs(), length(commandArgs()))` from zygote.R: serves plain request lines
 * (mcj_serve_plain_requests). Returns only in a program's process.
 */
void mcj_r_serve(char **argv, int *argc) {
  const char *script = NULL, *seccomp = NULL;
  for (int i = 0; i < *argc; i++) {
    if (strncmp(argv[i], "--file=", 7) == 0 && !script) {
      script = argv[i] + 7;
      command_prefix = i;
    }
  }
  if (!script || command_prefix >= 63 || *argc < 2) serve_failed("no --file on R's command line");
  seccomp = argv[*argc - 1];
  for (int i = 0; i < command_prefix; i++) command_line[i] = argv[i];
  script_fd = descriptor_of(script);
  if (script_fd < 0) serve_failed("R's --file is not open");
  // The zygote keeps no descriptor but 0, 1 and 2 (its --file too is closed: it reads no more of it).
  int none = -1;
  if (each_fd(close_unless, &none) != 0) serve_failed("closing descriptors");
  if (mcj_zygote_init() < 0) serve_failed("init");
  mcj_set_program_hook(become_program);
  mcj_serve_plain_requests(seccomp);
}
