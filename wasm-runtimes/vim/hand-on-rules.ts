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
  /** Where it looks: the code (comments removed, each string literal `(0)`; the default) or the whole text. */
  in?: 'code' | 'text';
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A call of one of `names`: `name(`, also `'x'.name(` (not a dictionary's `d.name(`). */
const functionUse = (names: readonly string[]) => new RegExp(`(?<![\\w:#])(?<!\\w\\.)(?:${names.map(escape).join('|')})\\s*\\(`);
/** One of `names` quoted, as function(), call() and exists() take it: `'name'`, `'*name'`. */
const quotedName = (names: readonly string[]) => new RegExp(`['"]\\*?(?:${names.map(escape).join('|')})['"]`);

/** A command name as Vim abbreviates it: `exe[cute]` is exe, exec, execu, execut or execute. */
export function abbreviation(spec: string): string {
  const m = /^([^[]+)(?:\[([^\]]+)\])?$/.exec(spec);
  if (!m) throw new Error(`not a command spec: ${spec}`);
  const optional = [...(m[2] ?? '')].reduceRight((rest, ch) => `(?:${escape(ch)}${rest})?`, '');
  return escape(m[1]) + optional;
}

/** Modifiers a command may follow (`silent! !ls`, `vertical new`). */
const MODIFIERS = `(?:(?:${['sil[ent]', 'uns[ilent]', 'noa[utocmd]', 'keepa[lt]', 'keepj[umps]', 'keepm[arks]', 'keepp[atterns]', 'lockm[arks]', 'nos[wapfile]', 'san[dbox]', 'verb[ose]', 'vert[ical]', 'tab', 'to[pleft]', 'bo[tright]', 'abo[veleft]', 'bel[owright]', 'lefta[bove]', 'rightb[elow]', 'conf[irm]', 'bro[wse]', 'hid[e]'].map(abbreviation).join('|')})!?\\s+|\\d+verb(?:ose)?\\s+|filt(?:er)?!?\\s+\\/[^/]*\\/\\s*)*`;

/** A line range before a command (`%!sort`, `1,$w file`, `'<,'>`). */
const RANGE = String.raw`(?:[%\d.$,;<>+-]|'[a-z<>])*`;

/** A command at a command position: a line's start (after `:`s) or after a `|` that separates commands. */
const atCommand = (what: string) => new RegExp(`(?:^|(?<![|\\\\])\\|(?!\\|))[\\s:]*${MODIFIERS}:?${RANGE}${what}`, 'm');
/** Commands given as specs (`exe[cute]`). */
const command = (specs: readonly string[]) => atCommand(`(?:${specs.map(abbreviation).join('|')})(?![\\w#])`);

const VIM9_ABBREVIATIONS: Record<string, string> = {
  vim9script: 'vim9s[cript]',
  vim9cmd: 'vim9[cmd]',
  defcompile: 'defc[ompile]',
  defer: 'defe[r]',
  disassemble: 'disa[ssemble]',
  final: 'fina[l]',
  class: 'cla[ss]',
  endclass: 'endc[lass]',
  import: 'imp[ort]',
  legacy: 'leg[acy]',
  echoconsole: 'echoc[onsole]',
  echowindow: 'echow[indow]',
  argdedupe: 'argded[upe]',
  horizontal: 'hor[izontal]',
};

/** Vim9 script's and Vim 9's other commands, with the abbreviations Vim 9.0 accepts where they are shorter. */
const VIM9_COMMANDS = NATIVE_ONLY_COMMANDS.filter((c) => /^\w+$/.test(c)).map((c) => VIM9_ABBREVIATIONS[c] ?? c);
const HOST_FUNCTIONS = ['system', 'systemlist', 'executable', 'exepath', 'libcall', 'libcallnr', 'hostname', 'getpid', 'environ', 'getenv', 'setenv', 'expand'];
const FILE_FUNCTIONS = ['readfile', 'writefile', 'filereadable', 'filewritable', 'isdirectory', 'glob', 'globpath', 'readdir', 'delete', 'rename', 'mkdir', 'getfperm', 'setfperm', 'getfsize', 'getftime', 'getftype', 'tempname', 'resolve', 'findfile', 'finddir', 'getcwd', 'haslocaldir', 'chdir'];
const INPUT_FUNCTIONS = ['getchar', 'getcharmod', 'input', 'inputlist', 'inputsecret', 'inputdialog', 'inputsave', 'inputrestore', 'confirm', 'feedkeys'];
const RUN_TIME_FUNCTIONS = ['execute', 'strftime', 'strptime', 'has'];

export const SOURCE_RULES: readonly SourceRule[] = [
  { pattern: functionUse(NATIVE_ONLY_FUNCTIONS), reason: 'it uses a built-in function that Vim 9.0 has and vim-wasm\'s Vim 8.2.0055 does not' },
  { pattern: functionUse(WASM_ONLY_FUNCTIONS), reason: 'it uses a function only vim-wasm has (jsevalfunc, test_scrollbar); a native Vim does not' },
  {
    pattern: quotedName([...NATIVE_ONLY_FUNCTIONS, ...WASM_ONLY_FUNCTIONS, ...HOST_FUNCTIONS, ...FILE_FUNCTIONS, ...INPUT_FUNCTIONS, ...RUN_TIME_FUNCTIONS]),
    in: 'text',
    reason: 'it names, in a string (function(), call(), exists()), a built-in function that is handed on when called',
  },
  { pattern: command(VIM9_COMMANDS), reason: 'it uses an Ex command of Vim 9 (Vim9 script, :def, :var, classes, ...) that vim-wasm\'s Vim 8.2 does not have' },
  { pattern: /^[\s:]*(?:[{}]\s*$|\+\+|--)/m, reason: 'it uses a Vim9 script block or increment that vim-wasm\'s Vim 8.2 does not have' },
  { pattern: /(?<!=)(?:<<|>>)/, reason: 'it uses the << or >> operator, which Vim has since 8.2.5003 (vim-wasm is 8.2.0055)' },
  { pattern: /\?\?/, reason: 'it uses the ?? operator, which Vim has since 8.2.1794 (vim-wasm is 8.2.0055)' },
  { pattern: /\$INTERPOLATED/, reason: 'it uses an interpolated string ($"..."), which Vim has since 8.2.4883 (vim-wasm is 8.2.0055)' },
  { pattern: functionUse(['has']), reason: 'it asks for Vim\'s features (has()), which differ between vim-wasm (a GUI build without jobs, channels or interpreters) and a native vim' },
  { pattern: /\bv:(?:version|versionlong)\b/, reason: 'it reads Vim\'s version, which is 8.2 in vim-wasm and 9.0 natively' },
  { pattern: functionUse(HOST_FUNCTIONS), reason: 'it asks the host (a shell, the environment, the host name), which vim-wasm does not have' },
  { pattern: functionUse(FILE_FUNCTIONS), reason: 'it uses files or folders of the host, which vim-wasm\'s in-memory file system does not have' },
  { pattern: /(?<![\w\\$])\$[A-Za-z_]\w*/, reason: 'it reads an environment variable, which differs between vim-wasm and the host' },
  { pattern: functionUse(INPUT_FUNCTIONS), reason: 'it reads input, which vim-wasm would wait for instead of reaching the end of input' },
  { pattern: functionUse(['strftime', 'strptime']), reason: 'it formats local time, whose time zone is the browser\'s in vim-wasm' },
  { pattern: command(['exe[cute]']), reason: 'it builds commands at run time (:execute), which no rule here can check' },
  { pattern: functionUse(['execute']), reason: 'it builds commands at run time (execute()), which no rule here can check' },
  { pattern: command(['try']), reason: 'it catches errors (:try), which would hide the errors that show what Vim 8.2 lacks' },
  { pattern: atCommand(`${abbreviation('sil[ent]')}!`), reason: 'it silences errors (:silent!), which would hide the errors that show what Vim 8.2 lacks' },
  { pattern: /&(?:lines|columns)\b|\b(?:lines|columns|co)\s*=\s*\d/, reason: 'it changes the screen size, which decides where the native vim stops at its more prompt' },
  { pattern: atCommand(String.raw`(?:r(?:ead)?\s*)?!`), reason: 'it runs a shell command, which vim-wasm cannot' },
  {
    pattern: command([
      'r[ead]', 'w[rite]', 'wq', 'x[it]', 'up[date]', 'wa[ll]', 'wqa[ll]', 'xa[ll]', 'sav[eas]', 'e[dit]', 'ene[w]', 'sp[lit]', 'new', 'vs[plit]', 'vne[w]',
      'so[urce]', 'ru[ntime]', 'redi[r]', 'ter[minal]', 'sh[ell]', 'mak[e]', 'gr[ep]', 'vim[grep]', 'lv[imgrep]', 'cd', 'lc[d]', 'tc[d]', 'chd[ir]', 'lch[dir]',
      'py[thon]', 'py3', 'python3', 'pyx', 'pythonx', 'pyf[ile]', 'py3f[ile]', 'lua', 'luado', 'luaf[ile]', 'pe[rl]', 'perld[o]', 'rub[y]', 'rubyd[o]', 'tc[l]', 'mz[scheme]',
    ]),
    reason: 'it runs an Ex command that reaches the host (files, a shell, :redir, an interpreter), which vim-wasm runs differently or not at all',
  },
];

/** The program's code without comments and string literals (so `" >>> F()` in a docstring is not code). */
export function codeOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(?:\\\s*)?"/.test(line))
    .map((line) => {
      // A string becomes (0), an interpolated one $INTERPOLATED; a quote left over starts a comment.
      const rest = line.replace(/\$?'(?:[^']|'')*'|\$?"(?:[^"\\]|\\.)*"/g, (m) => (m.startsWith('$') ? '$INTERPOLATED' : '(0)'));
      const comment = rest.indexOf('"');
      return comment === -1 ? rest : rest.slice(0, comment);
    })
    .join('\n');
}

/** Why vim-wasm cannot run this source faithfully, or undefined. */
export function unsupportedSource(text: string): string | undefined {
  const code = codeOf(text);
  return SOURCE_RULES.find((rule) => rule.pattern.test(rule.in === 'text' ? text : code))?.reason;
}

const NATIVE_ONLY = new Set([...NATIVE_ONLY_FUNCTIONS, ...NATIVE_ONLY_COMMANDS]);

/** A built-in function's name (the program's own start with a capital, `s:`, `g:` or contain `#`). */
const builtinName = (name: string) => /^[a-z][a-z0-9_]*$/.test(name);

/**
 * The errors both Vims give alike for the program's own mistakes, as data: an unknown function or variable
 * of its own, a missing key or index, the program's own function called with the wrong number of
 * arguments, an unbalanced block. A run with any other error is handed on: Vim 9.0 accepts much that
 * Vim 8.2.0055 rejects (`for c in 'abc'`, map() on a String, a Float as a String, `0o17`, `v:numbermax`,
 * a built-in's newer arguments), and the error would be the only sign. Vim's messages are read as
 * `:redir` wrote them.
 */
export const SAME_IN_BOTH: readonly { pattern: RegExp; when?: (m: RegExpExecArray) => boolean }[] = [
  { pattern: /^E117: Unknown function: (\S+)/, when: (m) => !NATIVE_ONLY.has(m[1]) },
  { pattern: /^E121: Undefined variable: (?!v:)/ },
  { pattern: /^E116: Invalid arguments for function / },
  { pattern: /^E716: Key not present in Dictionary/ },
  { pattern: /^E684: list index out of range/ },
  { pattern: /^E11[89]: (?:Too many|Not enough) arguments for function:? (\S+)/, when: (m) => !builtinName(m[1]) },
  { pattern: /^E492: Not an editor command: *:?\s*(\w+)/, when: (m) => !NATIVE_ONLY.has(m[1]) },
  { pattern: /^E(?:126|170|171|193|580|581|582|583|588|133|128|122|107): / },
];

/** Why the errors of a run show something vim-wasm lacks, or undefined. */
export function unsupportedMessages(messages: string): string | undefined {
  for (const line of messages.split(/\r?\n/)) {
    const error = /^E\d+: .*/.exec(line.trim())?.[0];
    if (!error) continue;
    const same = SAME_IN_BOTH.some(({ pattern, when }) => {
      const m = pattern.exec(error);
      return m !== null && (when?.(m) ?? true);
    });
    if (!same) return `Vim 8.2.0055 gave "${error.slice(0, 120)}", an error Vim 9.0 may not give (it accepts more, and has more functions, commands and arguments)`;
  }
  return undefined;
}
