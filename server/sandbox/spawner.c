// The sandbox's process spawner (spawner.ts is its other side; docs/server.md, "The process spawner").
//
// Started once per Sandbox with a Node IPC channel (NODE_CHANNEL_FD, JSON lines). For each request it
// starts a process (bwrap) as asked, puts the sandbox's init into its cgroups before the init starts
// anything, and hands back the pipes and the exit status. It runs no code of any program.
//
// Why C and vfork: Node (libuv) starts a child by fork(), which copies the page tables of the whole
// process and tears that copy down again at the exec: on a virtual machine that was a third of the CPU
// a sandboxed process cost. vfork() shares the spawner's memory until the exec, so nothing is copied.
//
// The protocol is Node's own (lib/internal/child_process.js): one JSON object per line; a descriptor
// goes with a line {"cmd":"NODE_HANDLE","type":"net.Socket","msg":{...}} in the same sendmsg
// (SCM_RIGHTS), and Node answers {"cmd":"NODE_HANDLE_ACK"}. Pipes are AF_UNIX socket pairs, as libuv
// makes them, so that Node takes a received one as a pipe.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

// ---- a JSON reader for the requests (objects, arrays, strings, numbers, true/false/null) ----

enum kind { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };
typedef struct json {
  enum kind kind;
  double num;
  char *str;            // J_STR (NUL-terminated: a request with a NUL in a string is refused, saw_nul)
  size_t count;         // J_ARR, J_OBJ
  struct json **items;  // J_ARR, J_OBJ
  char **keys;          // J_OBJ
} json;

// A string of the request being read held a NUL byte (it is cut there, so the request is refused).
static int saw_nul;

static void json_free(json *v) {
  if (!v) return;
  for (size_t i = 0; i < v->count; i++) {
    json_free(v->items[i]);
    if (v->keys) free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
  free(v->str);
  free(v);
}

static const char *skip_ws(const char *p) {
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
  return p;
}

static int hex4(const char *p, unsigned *out) {
  unsigned v = 0;
  for (int i = 0; i < 4; i++) {
    char c = p[i];
    v <<= 4;
    if (c >= '0' && c <= '9') v |= c - '0';
    else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
    else return -1;
  }
  *out = v;
  return 0;
}

static size_t put_utf8(char *o, unsigned cp) {
  if (cp < 0x80) { o[0] = cp; return 1; }
  if (cp < 0x800) { o[0] = 0xc0 | cp >> 6; o[1] = 0x80 | (cp & 0x3f); return 2; }
  if (cp < 0x10000) { o[0] = 0xe0 | cp >> 12; o[1] = 0x80 | (cp >> 6 & 0x3f); o[2] = 0x80 | (cp & 0x3f); return 3; }
  o[0] = 0xf0 | cp >> 18; o[1] = 0x80 | (cp >> 12 & 0x3f); o[2] = 0x80 | (cp >> 6 & 0x3f); o[3] = 0x80 | (cp & 0x3f);
  return 4;
}

// Reads a string at p (after its opening quote); returns the end (after the closing quote) or NULL.
static const char *parse_string(const char *p, char **out) {
  char *buf = malloc(strlen(p) + 1), *o = buf;  // decoded is never longer than encoded
  if (!buf) return NULL;
  while (*p && *p != '"') {
    if (*p != '\\') { *o++ = *p++; continue; }
    p++;
    switch (*p) {
      case '"': case '\\': case '/': *o++ = *p++; break;
      case 'b': *o++ = '\b'; p++; break;
      case 'f': *o++ = '\f'; p++; break;
      case 'n': *o++ = '\n'; p++; break;
      case 'r': *o++ = '\r'; p++; break;
      case 't': *o++ = '\t'; p++; break;
      case 'u': {
        unsigned cp, lo;
        if (hex4(p + 1, &cp)) goto bad;
        p += 5;
        if (cp >= 0xd800 && cp < 0xdc00 && p[0] == '\\' && p[1] == 'u' && !hex4(p + 2, &lo) && lo >= 0xdc00 && lo < 0xe000) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
          p += 6;
        }
        if (cp == 0) saw_nul = 1;
        o += put_utf8(o, cp);
        break;
      }
      default: goto bad;
    }
  }
  if (*p != '"') goto bad;
  *o = 0;
  *out = buf;
  return p + 1;
bad:
  free(buf);
  return NULL;
}

static const char *parse_value(const char *p, json **out, int depth);

static const char *parse_items(const char *p, json *v, char close, int depth) {
  p = skip_ws(p);
  if (*p == close) return p + 1;
  for (;;) {
    char *key = NULL;
    if (v->kind == J_OBJ) {
      if (*p != '"' || !(p = parse_string(p + 1, &key))) return NULL;
      p = skip_ws(p);
      if (*p++ != ':') { free(key); return NULL; }
    }
    json *item = NULL;
    p = parse_value(p, &item, depth + 1);
    json **items = p ? realloc(v->items, (v->count + 1) * sizeof *items) : NULL;
    char **keys = items && v->kind == J_OBJ ? realloc(v->keys, (v->count + 1) * sizeof *keys) : NULL;
    if (!items || (v->kind == J_OBJ && !keys)) {
      if (items) v->items = items;
      free(key);
      json_free(item);
      return NULL;
    }
    v->items = items;
    if (keys) { v->keys = keys; keys[v->count] = key; }
    items[v->count++] = item;
    p = skip_ws(p);
    if (*p == ',') { p = skip_ws(p + 1); continue; }
    if (*p == close) return p + 1;
    return NULL;
  }
}

static const char *parse_value(const char *p, json **out, int depth) {
  if (depth > 16) return NULL;
  json *v = calloc(1, sizeof *v);
  if (!v) return NULL;
  *out = v;
  p = skip_ws(p);
  if (*p == '{') { v->kind = J_OBJ; return parse_items(p + 1, v, '}', depth); }
  if (*p == '[') { v->kind = J_ARR; return parse_items(p + 1, v, ']', depth); }
  if (*p == '"') { v->kind = J_STR; return parse_string(p + 1, &v->str); }
  if (!strncmp(p, "true", 4)) { v->kind = J_BOOL; v->num = 1; return p + 4; }
  if (!strncmp(p, "false", 5)) { v->kind = J_BOOL; return p + 5; }
  if (!strncmp(p, "null", 4)) { v->kind = J_NULL; return p + 4; }
  char *end;
  v->kind = J_NUM;
  v->num = strtod(p, &end);
  return end == p ? NULL : end;
}

static json *get(const json *obj, const char *key) {
  if (!obj || obj->kind != J_OBJ) return NULL;
  for (size_t i = 0; i < obj->count; i++)
    if (!strcmp(obj->keys[i], key)) return obj->items[i];
  return NULL;
}

// ---- writing replies ----

static int channel = -1;

typedef struct { char *text; size_t len, cap; } sbuf;

static void sb_put(sbuf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = (b->len + n + 1) * 2;
    char *grown = realloc(b->text, cap);
    if (!grown) exit(70);
    b->text = grown;
    b->cap = cap;
  }
  memcpy(b->text + b->len, s, n);
  b->len += n;
  b->text[b->len] = 0;
}

static void sb_printf(sbuf *b, const char *format, ...) {
  char small[256];
  va_list args;
  va_start(args, format);
  int n = vsnprintf(small, sizeof small, format, args);
  va_end(args);
  if (n >= 0) sb_put(b, small, (size_t)n < sizeof small ? (size_t)n : sizeof small - 1);
}

static void sb_json_string(sbuf *b, const char *s) {
  sb_put(b, "\"", 1);
  for (; *s; s++) {
    unsigned char c = *s;
    if (c == '"' || c == '\\') { sb_put(b, "\\", 1); sb_put(b, (char *)&c, 1); }
    else if (c < 0x20) sb_printf(b, "\\u%04x", c);
    else sb_put(b, (char *)&c, 1);
  }
  sb_put(b, "\"", 1);
}

// Sends one line, with a descriptor when fd >= 0 (in the same sendmsg, so Node takes it with this line).
// A channel that is gone ends the spawner: its children die with it (bwrap's --die-with-parent).
static void send_line(sbuf *b, int fd) {
  sb_put(b, "\n", 1);
  size_t done = 0;
  while (done < b->len) {
    struct iovec iov = { b->text + done, b->len - done };
    struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
    union { char buf[CMSG_SPACE(sizeof(int))]; struct cmsghdr align; } control;
    if (fd >= 0 && done == 0) {
      memset(&control, 0, sizeof control);
      msg.msg_control = control.buf;
      msg.msg_controllen = sizeof control.buf;
      struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
      c->cmsg_level = SOL_SOCKET;
      c->cmsg_type = SCM_RIGHTS;
      c->cmsg_len = CMSG_LEN(sizeof(int));
      memcpy(CMSG_DATA(c), &fd, sizeof(int));
    }
    ssize_t n = sendmsg(channel, &msg, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) exit(0);
    done += n;
  }
  free(b->text);
  *b = (sbuf){0};
}

static void reply_error(long id, const char *key, const char *message) {
  sbuf b = {0};
  sb_printf(&b, "{\"id\":%ld,\"%s\":", id, key);
  sb_json_string(&b, message);
  sb_put(&b, "}", 1);
  send_line(&b, -1);
}

// ---- the children ----

#define MAX_FDS 32

typedef struct child {
  long id;
  pid_t pid;
  int info, block;       // bwrap's --info-fd and --block-fd (else -1)
  int joining;           // its init waits to be put into its cgroups
  char info_text[1024];
  size_t info_len;
  char **procs;          // the cgroup.procs files its init goes into
  size_t nprocs;
  struct child *next;
} child;

static child *children;

// Done with joining. Both pipes stay open until bwrap exits: it writes more on the info pipe after the
// pid (a closed pipe would kill it with SIGPIPE between two writes), and an init whose join failed must
// not read the end of its block pipe as a go (it waits until mcjudge stops it).
static void end_join(child *c) {
  c->joining = 0;
  for (size_t i = 0; i < c->nprocs; i++) free(c->procs[i]);
  free(c->procs);
  c->procs = NULL;
  c->nprocs = 0;
}

// Its init's host pid, once bwrap's JSON has it whole (up to the comma or brace after the number).
static pid_t child_pid_in(const char *text) {
  const char *p = strstr(text, "\"child-pid\"");
  if (!p) return 0;
  p = skip_ws(p + 11);
  if (*p++ != ':') return 0;
  p = skip_ws(p);
  char *end;
  long pid = strtol(p, &end, 10);
  if (end == p) return 0;
  end = (char *)skip_ws(end);
  return (*end == ',' || *end == '}') && pid > 0 ? (pid_t)pid : 0;
}

static void read_info(child *c) {
  ssize_t n = read(c->info, c->info_text + c->info_len, sizeof c->info_text - 1 - c->info_len);
  if (n < 0 && (errno == EINTR || errno == EAGAIN)) return;
  if (n > 0) {
    c->info_len += n;
    c->info_text[c->info_len] = 0;
    pid_t pid = child_pid_in(c->info_text);
    if (!pid) {
      if (c->info_len < sizeof c->info_text - 1) return;
      reply_error(c->id, "joinError", "bwrap's --info-fd said no child-pid");
      end_join(c);
      return;
    }
    for (size_t i = 0; i < c->nprocs; i++) {
      int fd = open(c->procs[i], O_WRONLY | O_CLOEXEC);
      char number[24];
      int len = snprintf(number, sizeof number, "%d", (int)pid);
      if (fd < 0 || write(fd, number, len) != len) {
        char message[600];
        snprintf(message, sizeof message, "%s: %s", c->procs[i], strerror(errno));
        if (fd >= 0) close(fd);
        reply_error(c->id, "joinError", message);
        end_join(c);
        return;
      }
      close(fd);
    }
    // In its cgroups: the byte on --block-fd lets it start anything.
    if (write(c->block, "x", 1) != 1) {
      reply_error(c->id, "joinError", "bwrap's --block-fd is closed");
      end_join(c);
      return;
    }
    end_join(c);
    sbuf b = {0};
    sb_printf(&b, "{\"id\":%ld,\"joined\":true}", c->id);
    send_line(&b, -1);
    return;
  }
  char message[1200];
  snprintf(message, sizeof message, "bwrap exited before its namespaces were made: %.200s", c->info_text);
  reply_error(c->id, "joinError", message);
  end_join(c);
}

static void report_exits(void) {
  int status;
  pid_t pid;
  while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
    child **at = &children;
    while (*at && (*at)->pid != pid) at = &(*at)->next;
    child *c = *at;
    if (!c) continue;
    *at = c->next;
    if (c->joining) reply_error(c->id, "joinError", "bwrap exited before its namespaces were made");
    end_join(c);
    if (c->info >= 0) close(c->info);
    if (c->block >= 0) close(c->block);
    sbuf b = {0};
    if (WIFSIGNALED(status)) {
      const char *name = sigabbrev_np(WTERMSIG(status));
      if (name) sb_printf(&b, "{\"id\":%ld,\"exit\":[null,\"SIG%s\"]}", c->id, name);
      else sb_printf(&b, "{\"id\":%ld,\"exit\":[null,null]}", c->id);
    } else sb_printf(&b, "{\"id\":%ld,\"exit\":[%d,null]}", c->id, WEXITSTATUS(status));
    send_line(&b, -1);
    free(c);
  }
}

// ---- starting one ----

// What the child needs before its exec; it runs on a stack of its own in the spawner's memory
// (clone with CLONE_VM | CLONE_VFORK, as posix_spawn does), so it touches nothing of the caller's frame.
typedef struct exec_plan {
  const char *file, *cwd;
  char **argv, **envp;
  const int *fds;  // the descriptor to give at each index, or -1
  size_t nfds;
  int uid;         // -1: keep the spawner's
  int error;       // set by the child when it could not start
} exec_plan;

static int exec_child(void *arg) {
  exec_plan *plan = arg;
  sigset_t none;
  sigemptyset(&none);
  for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
  sigprocmask(SIG_SETMASK, &none, NULL);
  setsid();
  for (size_t i = 0; i < plan->nfds; i++)
    if (plan->fds[i] >= 0 && dup2(plan->fds[i], (int)i) < 0) goto fail;
  if (chdir(plan->cwd)) goto fail;
  if (plan->uid >= 0 && (setgroups(0, NULL) || setgid(plan->uid) || setuid(plan->uid))) goto fail;
  execvpe(plan->file, plan->argv, plan->envp);
fail:
  plan->error = errno ? errno : ENOEXEC;
  _exit(127);
}

static char exec_stack[256 * 1024] __attribute__((aligned(16)));

static const char *check_strings(const json *a) {
  if (!a || a->kind != J_ARR) return "not an array";
  for (size_t i = 0; i < a->count; i++)
    if (a->items[i]->kind != J_STR) return "not a string";
  return NULL;
}

// The descriptor a `pass` entry names, if it is one of ours to hand back; else -1.
static int passed_fd(const json *entry, const int *ours, size_t count) {
  int fd = entry->kind == J_NUM ? (int)entry->num : -1;
  return fd >= 0 && (size_t)fd < count && ours[fd] >= 0 ? fd : -1;
}

static void start(const json *request, long id) {
  json *file = get(request, "file"), *args = get(request, "args"), *cwd = get(request, "cwd"), *env = get(request, "env");
  json *uid = get(request, "uid"), *stdio = get(request, "stdio"), *pass = get(request, "pass"), *join = get(request, "join");
  if (!file || file->kind != J_STR || check_strings(args) || !cwd || cwd->kind != J_STR || !env || env->kind != J_OBJ ||
      !stdio || stdio->kind != J_ARR || stdio->count > MAX_FDS || !pass || pass->kind != J_ARR) {
    reply_error(id, "error", "a malformed spawn request");
    return;
  }
  // Its descriptors: ours (kept) and the child's (given at their index), the latter above any index.
  int ours[MAX_FDS], theirs[MAX_FDS];
  for (size_t i = 0; i < MAX_FDS; i++) ours[i] = theirs[i] = -1;
  const char *failed = NULL;
  int error = 0;
  for (size_t i = 0; !failed && i < stdio->count; i++) {
    json *s = stdio->items[i];
    json *path = get(s, "path");
    if (s->kind == J_STR && !strcmp(s->str, "pipe")) {
      int pair[2];
      // Ours non-blocking (libuv reads a received pipe until EAGAIN: a blocking one would stop
      // mcjudge's event loop in read()), the child's blocking, as a program expects its stdout.
      if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair)) failed = "socketpair";
      else if (fcntl(pair[0], F_SETFL, fcntl(pair[0], F_GETFL) | O_NONBLOCK)) {
        failed = "fcntl";
        close(pair[0]);
        close(pair[1]);
      } else { ours[i] = pair[0]; theirs[i] = pair[1]; }
    } else if (path && path->kind == J_STR) {
      if ((theirs[i] = open(path->str, O_RDONLY | O_CLOEXEC)) < 0) failed = path->str;
    } else if (s->kind == J_STR && !strcmp(s->str, "ignore")) {
      if (i < 3 && (theirs[i] = open("/dev/null", O_RDWR | O_CLOEXEC)) < 0) failed = "/dev/null";
    } else {
      failed = "a stdio entry";
      errno = EINVAL;
    }
    if (failed) error = errno;
    else if (theirs[i] >= 0 && theirs[i] < MAX_FDS) {
      int high = fcntl(theirs[i], F_DUPFD_CLOEXEC, MAX_FDS);
      if (high < 0) { failed = "fcntl"; error = errno; }
      close(theirs[i]);
      theirs[i] = high;
    }
  }
  char **argv = calloc(args->count + 2, sizeof *argv), **envp = calloc(env->count + 1, sizeof *envp);
  if (!failed && (!argv || !envp)) { failed = "memory"; error = ENOMEM; }
  for (size_t i = 0; !failed && i < env->count; i++) {
    if (env->items[i]->kind != J_STR || asprintf(&envp[i], "%s=%s", env->keys[i], env->items[i]->str) < 0) {
      envp[i] = NULL;
      failed = "env";
      error = EINVAL;
    }
  }
  pid_t pid = -1;
  if (!failed) {
    argv[0] = file->str;
    for (size_t i = 0; i < args->count; i++) argv[i + 1] = args->items[i]->str;
    exec_plan plan = { file->str, cwd->str, argv, envp, theirs, stdio->count, uid && uid->kind == J_NUM ? (int)uid->num : -1, 0 };
    pid = clone(exec_child, exec_stack + sizeof exec_stack, CLONE_VM | CLONE_VFORK | SIGCHLD, &plan);
    if (pid < 0) { failed = "clone"; error = errno; }
    else if (plan.error) {
      waitpid(pid, NULL, 0);
      failed = "spawn";
      error = plan.error;
    }
  }
  for (size_t i = 0; i < stdio->count; i++) if (theirs[i] >= 0) close(theirs[i]);
  for (size_t i = 0; envp && i < env->count; i++) free(envp[i]);
  free(envp);
  free(argv);
  if (failed) {
    int e = error;
    for (size_t i = 0; i < stdio->count; i++) if (ours[i] >= 0) close(ours[i]);
    char message[1200];
    const char *code = strerrorname_np(e);
    snprintf(message, sizeof message, "spawn %s %s (%s: %s)", file->str, code ? code : "EUNKNOWN", failed, strerror(e));
    reply_error(id, "error", message);
    return;
  }
  // Its pid, then each pipe handed back with a line of its own; ours is closed once sent.
  sbuf b = {0};
  sb_printf(&b, "{\"id\":%ld,\"pid\":%d,\"pipes\":[", id, (int)pid);
  for (size_t k = 0; k < pass->count; k++)
    sb_printf(&b, "%s%s", k ? "," : "", passed_fd(pass->items[k], ours, stdio->count) >= 0 ? "true" : "false");
  sb_put(&b, "]}", 2);
  send_line(&b, -1);
  for (size_t k = 0; k < pass->count; k++) {
    int fd = passed_fd(pass->items[k], ours, stdio->count);
    if (fd < 0) continue;
    sb_printf(&b, "{\"cmd\":\"NODE_HANDLE\",\"type\":\"net.Socket\",\"msg\":{\"id\":%ld,\"fd\":%d}}", id, fd);
    send_line(&b, ours[fd]);
    close(ours[fd]);
    ours[fd] = -1;
  }
  child *c = calloc(1, sizeof *c);
  if (!c) exit(70);
  *c = (child){ .id = id, .pid = pid, .info = -1, .block = -1, .next = children };
  children = c;
  json *info = get(join, "info"), *block = get(join, "block"), *procs = get(join, "procFiles");
  if (join && info && block && !check_strings(procs)) {
    int i = (int)info->num, k = (int)block->num;
    if (i >= 0 && k >= 0 && (size_t)i < stdio->count && (size_t)k < stdio->count && ours[i] >= 0 && ours[k] >= 0) {
      c->info = ours[i];
      c->block = ours[k];
      c->joining = 1;
      ours[i] = ours[k] = -1;
      c->procs = calloc(procs->count + 1, sizeof *c->procs);
      for (size_t p = 0; c->procs && p < procs->count; p++) c->procs[c->nprocs++] = strdup(procs->items[p]->str);
    } else reply_error(id, "joinError", "no pipes at --info-fd and --block-fd");
  }
  for (size_t i = 0; i < stdio->count; i++) if (ours[i] >= 0) close(ours[i]);
}

static void handle_line(const char *line) {
  json *request = NULL;
  saw_nul = 0;
  const char *end = parse_value(line, &request, 0);
  long id;
  if (end && *skip_ws(end) == 0 && request->kind == J_OBJ) {
    json *number = get(request, "id");
    // Node's own lines (NODE_HANDLE_ACK) are not requests.
    if (!get(request, "cmd") && number && number->kind == J_NUM) {
      if (saw_nul) reply_error((long)number->num, "error", "a malformed spawn request: a NUL byte in a string");
      else start(request, (long)number->num);
    }
  } else if (sscanf(line, "{\"id\":%ld", &id) == 1) reply_error(id, "error", "a malformed spawn request: not JSON");
  json_free(request);
}

int main(void) {
  const char *fd = getenv("NODE_CHANNEL_FD");
  if (!fd) {
    fprintf(stderr, "spawner: started without a Node IPC channel (NODE_CHANNEL_FD)\n");
    return 64;
  }
  channel = atoi(fd);
  // Only the channel and stdio: nothing the server was started with reaches a sandbox.
  close_range(3, channel - 1 > 3 ? channel - 1 : 2, 0);
  close_range(channel + 1, ~0U, 0);
  fcntl(channel, F_SETFD, FD_CLOEXEC);
  fcntl(channel, F_SETFL, fcntl(channel, F_GETFL) & ~O_NONBLOCK);
  // Ctrl-C reaches the whole foreground group: the pipeline's process decides what stops, and the
  // spawner ends when its channel closes. Children start with every signal at its default.
  signal(SIGINT, SIG_IGN);
  signal(SIGTERM, SIG_IGN);
  signal(SIGPIPE, SIG_IGN);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  int exits = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
  if (exits < 0) return 71;

  sbuf in = {0};
  for (;;) {
    struct pollfd fds[2 + 256];
    child *watched[256];
    nfds_t n = 0;
    fds[n++] = (struct pollfd){ .fd = channel, .events = POLLIN };
    fds[n++] = (struct pollfd){ .fd = exits, .events = POLLIN };
    for (child *c = children; c && n < sizeof fds / sizeof *fds; c = c->next)
      if (c->joining) { watched[n - 2] = c; fds[n++] = (struct pollfd){ .fd = c->info, .events = POLLIN }; }
    if (poll(fds, n, -1) < 0) {
      if (errno == EINTR) continue;
      return 72;
    }
    for (nfds_t i = 2; i < n; i++)
      if (fds[i].revents) read_info(watched[i - 2]);
    if (fds[1].revents) {
      struct signalfd_siginfo info;
      while (read(exits, &info, sizeof info) > 0) {}
      report_exits();
    }
    if (fds[0].revents) {
      char chunk[65536];
      ssize_t got = read(channel, chunk, sizeof chunk);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) return 0;  // the channel closed: mcjudge is gone or done
      sb_put(&in, chunk, got);
      char *start = in.text, *newline;
      while ((newline = memchr(start, '\n', in.len - (start - in.text)))) {
        *newline = 0;
        handle_line(start);
        start = newline + 1;
      }
      size_t left = in.len - (start - in.text);
      memmove(in.text, start, left);
      in.len = left;
      in.text[left] = 0;
    }
  }
}
