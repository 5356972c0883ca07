/**
 * What wacl cannot run as a native `tclsh` does, as data. A program that matches is handed on to the
 * next executor (a native tclsh) with the reason, never judged here.
 */

/** A command at a command position: line start, or after `;`, `[` or `{` (not inside a word or a comment's text). */
const command = (name: string) => new RegExp(`(?:^|[;[{])[^\\S\\n]*(?:::)?${name}(?=[\\s\\]}])`, 'm');

/** Found in the source before anything runs. */
export const SOURCE_RULES: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: command('exec'), reason: 'it runs other programs (exec), which a WebAssembly Tcl cannot' },
  { pattern: /\bopen\s+["{]?\|/, reason: 'it opens a command pipeline (open |...), which a WebAssembly Tcl cannot' },
  { pattern: command('socket'), reason: 'it opens a socket, which wacl cannot' },
  { pattern: command('load'), reason: 'it loads a binary extension (load), which wacl cannot' },
  { pattern: /\b(?:thread|tsv)::\w/, reason: 'it uses threads, which wacl does not have' },
  { pattern: /info\s+nameofexecutable/, reason: 'it asks for the tclsh executable, which wacl does not have' },
  {
    // Host files that exist under Linux but not in wacl's in-memory file system (which has /dev/null, /tmp).
    pattern: /(?:^|[\s"{[])\/(?:etc|usr|proc|sys|var|home|root|opt|bin|sbin|lib|lib64|run|srv|mnt)(?:\/|\b)/m,
    reason: 'it names a host path (/etc, /usr, /proc, ...) that wacl\'s in-memory file system does not have',
  },
];

/**
 * Packages a native tclsh 8.6 has without tcllib (and wacl has too, from Tcl's own library). Any other
 * `package require` is handed on: wacl's extra packages (tdom, rl_json, a tcllib json) are not what a
 * native install has, and tcllib's are missing.
 */
export const SHARED_PACKAGES = new Set(['Tcl', 'TclOO', 'msgcat', 'tcltest', 'opt', 'platform', 'tcl::tommath', 'zlib']);

const PACKAGE_REQUIRE = /package\s+require\s+(?:-exact\s+)?([^\s;\]}]+)/g;

/** Why wacl cannot run this source faithfully, or undefined. */
export function unsupportedSource(text: string): string | undefined {
  for (const rule of SOURCE_RULES) if (rule.pattern.test(text)) return rule.reason;
  for (const [, name] of text.matchAll(PACKAGE_REQUIRE)) {
    if (!SHARED_PACKAGES.has(name.replace(/^::/, ''))) return `it requires the package ${name}, which wacl does not have as a native tclsh install does`;
  }
  return undefined;
}

/** Errors (in the uncaught error's errorInfo) that mean wacl lacks something, not that the program is wrong. */
export const ERROR_RULES: readonly { pattern: RegExp; reason: (m: RegExpExecArray) => string }[] = [
  { pattern: /can't find package (\S+)/, reason: (m) => `it requires the package ${m[1]}, which wacl does not have` },
  { pattern: /time zone "([^"]*)" not found/, reason: (m) => `it uses the time zone ${m[1]}, and wacl has no time zone data` },
  { pattern: /unknown encoding "([^"]*)"/, reason: (m) => `it uses the encoding ${m[1]}, which wacl does not have` },
  { pattern: /function not implemented|couldn't fork|host is unreachable/, reason: () => 'it needs an operating-system service that wacl does not implement' },
  {
    pattern: /couldn't (?:open|read|stat|change working directory to) "?(\/(?!box\/|tmp\/)[^":]*)"?: no such file or directory/,
    reason: (m) => `it reads ${m[1]}, which wacl's in-memory file system does not have`,
  },
];

export function unsupportedError(errorInfo: string): string | undefined {
  for (const rule of ERROR_RULES) {
    const m = rule.pattern.exec(errorInfo);
    if (m) return rule.reason(m);
  }
  return undefined;
}
