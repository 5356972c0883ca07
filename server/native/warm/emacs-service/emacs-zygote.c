/*
 * The Emacs zygote's module (docs/server.md#emacs-lisp-the-zygote): zygote.c's fork as an Emacs dynamic
 * module. `emacs --batch --eval FORM` (warm-emacs.ts) loads it and calls `mcj-zygote-serve`, which
 * serves plain request lines (mcj_serve_plain_requests) and never returns in the zygote. In each
 * program's process it returns the program's file name, and FORM makes command-line-1 go on to
 * `-l FILE`, as `emacs --batch -l FILE` would have.
 */
#include "../zygote/zygote.c"
#include <emacs-module.h>

int plugin_is_GPL_compatible;

/** (mcj-zygote-serve SECCOMP): the program's file name, in the program's process only. */
static emacs_value serve(emacs_env *env, ptrdiff_t nargs, emacs_value *args, void *data) {
  (void)nargs, (void)data;
  static char seccomp[4096];
  ptrdiff_t size = sizeof seccomp;
  if (!env->copy_string_contents(env, args[0], seccomp, &size)) serve_failed("the seccomp filter's path");
  if (mcj_zygote_init() < 0) serve_failed("init");
  const char *main = mcj_serve_plain_requests(seccomp);
  return env->make_string(env, main, (ptrdiff_t)strlen(main));
}

int emacs_module_init(struct emacs_runtime *runtime) {
  if (runtime->size < (ptrdiff_t)sizeof *runtime) return 1;
  emacs_env *env = runtime->get_environment(runtime);
  emacs_value function = env->make_function(env, 1, 1, serve, "Serve the zygote's requests (docs/server.md#emacs-lisp-the-zygote).", NULL);
  emacs_value args[] = { env->intern(env, "mcj-zygote-serve"), function };
  env->funcall(env, env->intern(env, "defalias"), 2, args);
  return 0;
}
