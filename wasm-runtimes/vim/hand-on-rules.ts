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

/** Modifiers a command may follow (`silent! !ls`). */
const MODIFIERS = String.raw`(?:(?:sil(?:ent)?!?|uns(?:ilent)?|noa(?:utocmd)?|keep\w*|lockm\w*|nos(?:wapfile)?|san(?:dbox)?|\d*verb(?:ose)?|unsilent)\s+)*`;

/** A command at a command position: a line's start (after `:`s) or after a `|` that separates commands. */
const atCommand = (what: string) => new RegExp(`(?:^|(?<!\\|)\\|(?!\\|))[\\s:]*${MODIFIERS}:?${what}`, 'm');
const command = (names: readonly string[]) => atCommand(`(?:${names.map(escape).join('|')})(?![\\w#])`);

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
  { pattern: command(['exe', 'exec', 'execute']), reason: 'it builds commands at run time (:execute), which no rule here can check' },
  { pattern: functionUse(['execute']), reason: 'it builds commands at run time (execute()), which no rule here can check' },
  {
    pattern: atCommand(String.raw`(?:r(?:ead)?\s*)?!`),
    reason: 'it runs a shell command, which vim-wasm cannot',
  },
  {
    pattern: command(['read', 'w', 'write', 'wq', 'x', 'xit', 'sav', 'saveas', 'e', 'edit', 'sp', 'split', 'new', 'vs', 'vsplit', 'so', 'source', 'ru', 'runtime', 'redi', 'redir', 'terminal', 'ter', 'sh', 'shell', 'make', 'grep', 'vimgrep', 'cd', 'lcd', 'tcd', 'chdir', 'py', 'python', 'py3', 'python3', 'pyx', 'lua', 'luado', 'luafile', 'perl', 'ruby', 'tcl', 'mzscheme', 'mz']),
    reason: 'it runs an Ex command that reaches the host (files, a shell, :redir, an interpreter), which vim-wasm runs differently or not at all',
  },
];

/**
 * Found in the code alone (comment lines, comments after a command and string literals removed):
 * expression syntax newer than Vim 8.2.0055.
 */
export const CODE_RULES: readonly SourceRule[] = [
  { pattern: /(?<!=)(?:<<|>>)/, reason: 'it uses the << or >> operator, which Vim has since 8.2.5003 (vim-wasm is 8.2.0055)' },
  { pattern: /\?\?/, reason: 'it uses the ?? operator, which Vim has since 8.2.1794 (vim-wasm is 8.2.0055)' },
  { pattern: /\$INTERPOLATED/, reason: 'it uses an interpolated string ($"..."), which Vim has since 8.2.4883 (vim-wasm is 8.2.0055)' },
];

/** The program's code without comments and string literals (so `" >>> F()` in a docstring is not code). */
export function codeOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(?:\\\s*)?"/.test(line))
    .map((line) => {
      // A string becomes 0, an interpolated one $INTERPOLATED; a quote left over starts a comment.
      const rest = line.replace(/\$?'(?:[^']|'')*'|\$?"(?:[^"\\]|\\.)*"/g, (m) => (m.startsWith('$') ? '$INTERPOLATED' : '0'));
      const comment = rest.indexOf('"');
      return comment === -1 ? rest : rest.slice(0, comment);
    })
    .join('\n');
}

/** Why vim-wasm cannot run this source faithfully, or undefined. */
export function unsupportedSource(text: string): string | undefined {
  const code = codeOf(text);
  return SOURCE_RULES.find((rule) => rule.pattern.test(text))?.reason ?? CODE_RULES.find((rule) => rule.pattern.test(code))?.reason;
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
  { pattern: /E15: Invalid expression: "?[<>]/, reason: () => 'it uses an expression Vim 8.2.0055 cannot parse after a < or > (the << and >> operators came in 8.2.5003)' },
  // Vim 9.0 turns a Float into a String where a String is wanted (tolower(1.5), 1.5 . 'x', str2nr(1.5)).
  { pattern: /E806: /, reason: () => 'it uses a Float as a String, which Vim 8.2.0055 rejects and Vim 9.0 converts' },
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
