import { NATIVE_ONLY_COMMANDS, NATIVE_ONLY_FUNCTIONS, WASM_ONLY_FUNCTIONS } from './version-gap.ts';

/**
 * What vim-wasm (Vim 8.2.0055 in WebAssembly) cannot run as the native Vim 9.0 does, as data. A program
 * that matches is handed on to the next executor (a native vim) with the reason, never judged here.
 * Source rules look at the program before it runs; message rules at the error messages Vim gave while it
 * ran (captured with `:redir`, so also in silent Ex mode, where Vim prints nothing).
 */

export interface SourceRule {
  pattern: RegExp;
  reason: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A call of, or a reference to, one of `names`: `name(`, or `'name'` / `'*name'` (function(), exists()). */
const functionUse = (names: readonly string[]) => new RegExp(`(?<![\\w:#.])(?:${names.map(escape).join('|')})\\s*\\(|['"]\\*?(?:${names.map(escape).join('|')})['"]`);

/** A command at a command position: a line's start (after `:`s) or after a `|` that separates commands. */
const command = (names: readonly string[]) => new RegExp(`(?:^|(?<!\\|)\\|(?!\\|))[\\s:]*(?:${names.map(escape).join('|')})(?![\\w#])`, 'm');

/** Vim9 script's command names, with the abbreviations Vim 9.0 accepts. */
const VIM9_COMMANDS = NATIVE_ONLY_COMMANDS.filter((c) => /^\w+$/.test(c));

export const SOURCE_RULES: readonly SourceRule[] = [
  { pattern: functionUse(NATIVE_ONLY_FUNCTIONS), reason: 'it uses a built-in function that Vim 9.0 has and vim-wasm\'s Vim 8.2.0055 does not' },
  { pattern: functionUse(WASM_ONLY_FUNCTIONS), reason: 'it uses a function only vim-wasm has (jsevalfunc, test_scrollbar); a native Vim does not' },
  { pattern: command(VIM9_COMMANDS), reason: 'it uses an Ex command of Vim 9 (Vim9 script, :def, :var, classes, ...) that vim-wasm\'s Vim 8.2 does not have' },
  { pattern: /^[\s:]*(?:[{}]\s*$|\+\+|--)/m, reason: 'it uses a Vim9 script block or increment that vim-wasm\'s Vim 8.2 does not have' },
  { pattern: functionUse(['has']), reason: 'it asks for Vim\'s features (has()), which differ between vim-wasm (a GUI build without jobs, channels or interpreters) and a native vim' },
  { pattern: /\bv:(?:version|versionlong)\b/, reason: 'it reads Vim\'s version, which is 8.2 in vim-wasm and 9.0 natively' },
  {
    pattern: functionUse(['system', 'systemlist', 'executable', 'exepath', 'libcall', 'libcallnr', 'hostname', 'getpid', 'environ', 'getenv', 'setenv', 'expand']),
    reason: 'it asks the host (a shell, the environment, the host name), which vim-wasm does not have',
  },
  {
    pattern: functionUse(['readfile', 'writefile', 'filereadable', 'filewritable', 'isdirectory', 'glob', 'globpath', 'readdir', 'delete', 'rename', 'mkdir', 'getfperm', 'setfperm', 'getfsize', 'getftime', 'getftype', 'tempname', 'resolve', 'findfile', 'finddir', 'getcwd', 'haslocaldir', 'chdir']),
    reason: 'it uses files or folders of the host, which vim-wasm\'s in-memory file system does not have',
  },
  { pattern: /(?:^|[^\w\\'"$])\$[A-Za-z_]\w*/m, reason: 'it reads an environment variable, which differs between vim-wasm and the host' },
  {
    pattern: functionUse(['getchar', 'getcharmod', 'input', 'inputlist', 'inputsecret', 'inputdialog', 'inputsave', 'inputrestore', 'confirm', 'feedkeys']),
    reason: 'it reads input, which vim-wasm would wait for instead of reaching the end of input',
  },
  { pattern: functionUse(['strftime', 'strptime']), reason: 'it formats local time, whose time zone is the browser\'s in vim-wasm' },
  {
    pattern: command(['!', 'r!', 'read', 'w', 'write', 'wq', 'x', 'xit', 'sav', 'saveas', 'e', 'edit', 'sp', 'split', 'new', 'vs', 'vsplit', 'so', 'source', 'ru', 'runtime', 'redi', 'redir', 'terminal', 'ter', 'sh', 'shell', 'make', 'grep', 'vimgrep', 'cd', 'lcd', 'tcd', 'chdir', 'py', 'python', 'py3', 'python3', 'pyx', 'lua', 'luado', 'luafile', 'perl', 'ruby', 'tcl', 'mzscheme', 'mz']),
    reason: 'it runs an Ex command that reaches the host (files, a shell, :redir, an interpreter), which vim-wasm runs differently or not at all',
  },
];

/** Why vim-wasm cannot run this source faithfully, or undefined. */
export function unsupportedSource(text: string): string | undefined {
  return SOURCE_RULES.find((rule) => rule.pattern.test(text))?.reason;
}

const NATIVE_ONLY = new Set([...NATIVE_ONLY_FUNCTIONS, ...VIM9_COMMANDS]);

/**
 * Error messages Vim gave in the run that mean vim-wasm lacks something the native Vim has. Other errors
 * (an unknown function of the program's own, an undefined variable, an index out of range) are the same
 * in both and are judged.
 */
export const MESSAGE_RULES: readonly { pattern: RegExp; reason: (m: RegExpExecArray) => string | undefined }[] = [
  { pattern: /E11[89]: Too (?:many|few) arguments for function:? ([a-z_0-9]+)\b/, reason: (m) => `it calls ${m[1]}() with arguments that Vim 8.2 does not take (Vim 9.0 may)` },
  { pattern: /E117: Unknown function: ([a-z_0-9]+)\b/, reason: (m) => (NATIVE_ONLY.has(m[1]) ? `it calls ${m[1]}(), which Vim 9.0 has and vim-wasm does not` : undefined) },
  { pattern: /E492: Not an editor command: *:?\s*(\w+)/, reason: (m) => (NATIVE_ONLY.has(m[1]) ? `it uses :${m[1]}, which Vim 9.0 has and vim-wasm does not` : undefined) },
  { pattern: /E319: /, reason: () => 'it uses a command vim-wasm was built without' },
  { pattern: /E34[02]: /, reason: () => 'it ran out of the memory vim-wasm has' },
];

export function unsupportedMessages(messages: string): string | undefined {
  for (const rule of MESSAGE_RULES) {
    for (const m of messages.matchAll(new RegExp(rule.pattern, 'g'))) {
      const reason = rule.reason(m);
      if (reason) return reason;
    }
  }
  return undefined;
}
