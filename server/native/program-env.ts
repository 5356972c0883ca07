/**
 * The environment a program runs with: its step's own variables over these four, and nothing else of the
 * host's, sandboxed or not. So a variable of the machine's (TERM, which decides whether vim writes its
 * messages to stdout or stderr; LC_ALL and LANG, which decide how Java formats a number; PYTHONPATH,
 * JAVA_TOOL_OPTIONS, RUST_BACKTRACE…) cannot make the same sample's verdict differ between machines,
 * or between a sandboxed run and a bare one. Only PATH differs: a bare run keeps the host's, where its
 * tools were found (a tool may start others by name).
 */
export function programEnv(where: { path: string; home: string; tmp: string }, stepEnv: Record<string, string> = {}): Record<string, string> {
  return { PATH: where.path, LANG: 'C.UTF-8', HOME: where.home, TMPDIR: where.tmp, ...stepEnv };
}

/** PATH inside the sandbox. */
export const SANDBOX_PATH = '/usr/local/bin:/usr/bin:/bin';

/** A bare run's (no sandbox): the host's PATH, and `dir` as its HOME and TMPDIR. */
export function bareProgramEnv(dir: string, stepEnv: Record<string, string> = {}): Record<string, string> {
  return programEnv({ path: process.env.PATH ?? SANDBOX_PATH, home: dir, tmp: dir }, stepEnv);
}
