/**
 * What rust-bash does not run like GNU bash 5.2, dash and gawk 5.2, as data: a program that matches a rule
 * is handed on (`unavailable`) to the native toolchain. Each rule was measured on rust-bash 0.7.0 against
 * the native toolchain (the runtime's tests keep one case per rule); a rule errs on the side of handing on.
 *
 * `static`: checked on the source before it runs. `awk` rules see only the text of each awk program (the
 * single-quoted argument of an `awk` command), `bash` and `sh` rules the whole script or command.
 * `stderr`: checked on what rust-bash printed to stderr after the run: its own errors for what it lacks.
 */
export type Dialect = 'bash' | 'sh';

interface StaticRule {
  /**
   * Where the pattern looks: `any` the whole source; `shell` the source with every single-quoted string
   * emptied (the awk and sed programs), in either dialect; `sh` that, for AWK's `sh -c` only; `awk` each
   * awk program.
   */
  in: 'any' | 'shell' | 'sh' | 'awk';
  pattern: RegExp;
  reason: string;
  /** A match that this proves harmless is not handed on. */
  unless?: (source: string, awkProgram: string) => boolean;
}

const STATIC_RULES: readonly StaticRule[] = [
  // Tools rust-bash has, but not like GNU's.
  { in: 'shell', pattern: /\bbc\b/, reason: 'it uses bc, which rust-bash computes in 64-bit floats (GNU bc: arbitrary precision, no leading zero, -l functions)' },
  { in: 'shell', pattern: /\bseq\b[^\n|;&]*(?:\s-[a-z]|\d\.\d)/, reason: 'it uses seq with an option or a fraction, which rust-bash formats unlike GNU seq' },
  { in: 'shell', pattern: /\bsort\b[^\n|;&]*\s-[a-zA-Z]*[kt]/, reason: 'it uses sort with a key or separator (-k, -t), which rust-bash does not apply like GNU sort' },
  { in: 'any', pattern: /\bcut\b[^\n|;&]*-[fcb]\s*['"]?[\d,-]*\d-(?!\d)/, reason: 'it uses cut with an open range (-f2-), which rust-bash cuts short' },
  { in: 'shell', pattern: /\bcat\s+-[a-zA-Z]/, reason: 'it uses cat with an option, which rust-bash ignores' },
  { in: 'shell', pattern: /\bwc\b(?![^\n|;&]*\s-[lwcm])/, reason: 'it uses wc without -l, -w or -c, whose columns rust-bash does not pad like GNU wc' },
  { in: 'shell', pattern: /\btail\b[^\n|;&]*(?:\s\+\d|-n\s*['"]?\+)|\bhead\b[^\n|;&]*-[nc]\s*['"]?-/, reason: 'it uses tail -n +N or head -n -N, which rust-bash counts differently' },
  { in: 'shell', pattern: /\bexpr\b[^\n|;&]*\s:\s|\bexpr\s+(?:match|index)\b/, reason: 'it matches a regular expression with expr, which rust-bash does not' },
  { in: 'any', pattern: /\btr\b[^\n|;&]*(?:\s-[a-z]*c|\[:|\[=|\\[0-7])/, reason: 'it uses tr with -c, a character class or an octal escape, which rust-bash does not translate like GNU tr' },
  { in: 'shell', pattern: /\bset\s+-[a-zA-Z]*e|\berrexit\b/, reason: 'it sets errexit (set -e), which rust-bash applies where bash does not (command substitutions)' },
  { in: 'shell', pattern: command('ls|find|du|stat|tree|file|sleep|date|hostname|uname|id|ps|kill|jobs|disown|nohup|mktemp|tput|stty|curl|wget|timeout|time|times'), reason: 'it uses a command whose output depends on the host or the clock ($1)' },
  { in: 'shell', pattern: /(?:^|[;&|({]|\$\()\s*(?:[\w./-]*\/)?(env|printenv|set|export\s+-p|declare\s+-p|typeset\s+-p|alias|type|hash|help)\s*(?:$|[;&|)}])/m, reason: 'it lists the environment or the shell\'s state ($1), which rust-bash holds differently' },
  // Shell features rust-bash implements differently or not at all.
  { in: 'shell', pattern: /\$\{?(?:BASH_SOURCE|BASH_VERSION|BASH_VERSINFO|BASHPID|PPID|HOSTNAME|USER|TERM|SHELL|OSTYPE|RANDOM|SRANDOM|SECONDS|EPOCHSECONDS|EPOCHREALTIME|LINENO|FUNCNAME|PIPESTATUS|BASH_REMATCH|BASH_ARGV|BASH_LINENO|PS4|SHELLOPTS|BASHOPTS)\b/, reason: 'it reads a shell variable that rust-bash sets differently ($1)' },
  { in: 'shell', pattern: /\btrap\b/, reason: 'it sets a trap, which rust-bash does not run (EXIT, ERR)' },
  { in: 'shell', pattern: /(?:^|[\s;&|(])(?:declare|typeset|local)\s+(?:-\w*\s+)*-\w*A/, reason: 'it iterates an associative array, which rust-bash does in another order than bash', unless: assocNotIterated },
  { in: 'shell', pattern: /\b(?:local|declare|typeset|readonly|export)\s+(?:-\w+\s+)*\w+=\([^)]*["']/, reason: 'it declares an array from quoted words (local a=("$@")), which rust-bash splits again' },
  { in: 'shell', pattern: /(?:declare|typeset)\s+-[a-zA-Z]*[fFpn]|local\s+-[a-zA-Z]*n/, reason: 'it lists functions or variables (declare -f/-p) or uses a nameref, which rust-bash does not do like bash' },
  { in: 'shell', pattern: /\bIFS=(?:\$?'[^']*'|"[^"]*"|\S*)\s+\w+(?:\[[^\]]*\])?\+?=/, reason: 'it sets IFS in the same command as another assignment, which rust-bash applies in another order' },
  { in: 'shell', pattern: /[?*+@!]\(/, reason: 'it uses an extended glob pattern, which rust-bash accepts where bash needs shopt -s extglob first' },
  { in: 'shell', pattern: /\bshopt\b|\bset\s+[-+]o\s+(?!pipefail|errexit|nounset)|\bset\s+-[a-zA-Z]*[^-euxo\s]/, reason: 'it changes a shell option rust-bash may not have ($1)' },
  { in: 'shell', pattern: command('coproc|select|wait|exec|enable|compgen|complete|ulimit|umask|fc|suspend|logout|history|bind|caller|dirs|pushd|popd|eval|source|\\.'), reason: 'it uses a builtin rust-bash does not have or runs differently ($1)' },
  { in: 'shell', pattern: /(?<![\w$&<>|\\])&(?![&>\d])/, reason: 'it runs a command in the background, which rust-bash runs in the foreground' },
  { in: 'shell', pattern: /\/dev\/(?:tcp|udp|fd|stdin|stdout|stderr|tty|urandom|random)|\/proc\//, reason: 'it uses a device or /proc file, which the virtual file system lacks ($1)' },
  { in: 'shell', pattern: /\$\(\([^)]*(?<![\w#$])0\d/, reason: 'it has an octal number (a leading 0) in arithmetic, which rust-bash reads as decimal' },
  { in: 'shell', pattern: /2>&1|&>|\|&/, reason: 'it captures error messages, which rust-bash words differently' },
  { in: 'any', pattern: /\bprintf\b[^\n]*%[-+ #0-9.]*[qbT(]|\bprintf\b[^\n]*%[-0-9.]*[+ #]/, reason: 'it uses a printf conversion rust-bash does not format like bash (%q, %b, %T or a +, # or space flag)' },
  // The shell AWK's recipe runs is dash (sh on Debian): what bash accepts and dash does not is handed on.
  { in: 'sh', pattern: /\[\[|\(\(|\$'|\barray\b|\bdeclare\b|\blocal\b|\bfunction\b|\bsource\b|<<<|<\(|>\(|\{\w+\.\.\w+\}|\{[^{}\s]*,[^{}\s]*\}|\$\{\w+(?::?[-+=?]|#|%|\/|:\d|\^|,|@)?[^}]*\[|\$\{!|\$\{\w+(?:\/|\^|,|:\d)|&>/, reason: 'the command needs bash, but AWK tasks run it with sh (dash)' },
  { in: 'sh', pattern: /\becho\b[^|;&\n]*(?:\\|''|"[^"]*\\|\s-[neE]\b)/, reason: 'its echo has an option, a backslash or a single-quoted word, which dash\'s echo (AWK tasks run sh) treats unlike bash\'s' },
  // awk: gawk's semantics that rust-bash's awk does not share.
  { in: 'awk', pattern: /\bfor\s*\(\s*\w+\s+in\s+\w+\s*\)/, reason: 'its awk program iterates an array (for (k in a)), and rust-bash\'s order is not gawk\'s', unless: orderFree },
  { in: 'awk', pattern: /\b(?:getline|close|system|fflush|ENVIRON|PROCINFO|FIELDWIDTHS|FPAT|IGNORECASE|BINMODE|RT|SUBSEP|CONVFMT|OFMT|nextfile|BEGINFILE|ENDFILE|srand|rand)\b|@\w+|\|&|\*\*/, reason: 'its awk program uses a gawk feature rust-bash\'s awk lacks or runs differently ($1)' },
  { in: 'awk', pattern: /["']-?\d[\d.]*["']\s*(?:[<>]=?|[!=]=)|(?:[<>]=?|[!=]=)\s*["']-?\d|=\s*"-?\d[\d.]*"/, reason: 'its awk program compares with a number written as a string, which gawk compares as text and rust-bash as numbers' },
  { in: 'awk', pattern: /\bsubstr\s*\((?:[^(),]|\([^()]*\))*,\s*(?:0|-|\w+\s*-)/, reason: 'its awk program calls substr with a start below 1, which rust-bash counts differently' },
  { in: 'awk', pattern: /%[-0-9.*]*[+ #][-+ #0-9.*]*[a-zA-Z]|%[-+ #0-9.*]*[GEaAi]/, reason: 'its awk program uses a printf flag or conversion rust-bash\'s awk does not format like gawk' },
  { in: 'awk', pattern: /(?:^|[;{\n])\s*\w+\s*\[[^\]]*\]\s*(?:[;}\n]|$)/, reason: 'its awk program creates an array element by referring to it, which rust-bash\'s awk does not' },
  { in: 'awk', pattern: /\blength\b(?!\s*\()/, reason: 'its awk program uses length without parentheses, which rust-bash\'s awk does not read as length($0)' },
  { in: 'awk', pattern: /\bprintf?\b[^;}\n]*(?:>|\|)/, reason: 'its awk program redirects print (> file, | command) or prints a comparison, which rust-bash\'s awk reads differently' },
  { in: 'awk', pattern: /\b(?:substr|sprintf|tolower|toupper)\s*\((?=[^]*(?<![<>!=])(?:<=?|>=?)(?![>=]))/, reason: 'its awk program compares values that gawk may hold as text (from substr, sprintf...) and compare as text, where rust-bash compares numbers' },
  { in: 'awk', pattern: /\d{11,}|\^\s*(?:[4-9]\d|\d{3,})|1e1[6-9]|1e[2-9]\d/, reason: 'its awk program uses numbers above 10^15, which rust-bash prints in exponent notation' },
];

/** rust-bash's own messages for what it lacks; the program's output is then not bash's or gawk's. */
export const STDERR_RULES: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /not (?:yet )?(?:supported|implemented)|unsupported/i, reason: 'rust-bash does not support what it ran' },
  { pattern: /limit exceeded/, reason: 'the program reached one of rust-bash\'s limits' },
  { pattern: /^awk: (?:unknown function|syntax error|invalid regex)/m, reason: 'rust-bash\'s awk did not accept the awk program as gawk does' },
  { pattern: /^(?:sed|grep|rg): (?:invalid regex|regex parse error)/m, reason: 'rust-bash\'s regular expressions are Rust\'s, not POSIX' },
  { pattern: /: command not found$/m, reason: 'it runs a command rust-bash does not have' },
  { pattern: /division by zero|syntax error|unexpected token|bad substitution|unbound variable|arithmetic:/, reason: 'rust-bash reports an error where bash may stop the script or word it differently' },
];

/** The awk programs in a shell source: the single-quoted argument after `awk` and its options. */
const AWK_COMMAND = /\b[gmn]?awk\b((?:\s+-(?:[Fv]\s*(?:'[^']*'|"[^"]*"|\S+)|-?\w+))*)\s+(?:'([^']*)'|("(?:[^"\\]|\\.)*"|-f))/g;

/** The reason to hand a source on, or undefined when rust-bash runs it like the native toolchain. */
export function handOnReason(dialect: Dialect, source: string): string | undefined {
  const code = shellCode(source);
  const awkPrograms: { raw: string; code: string }[] = [];
  for (const m of source.matchAll(AWK_COMMAND)) {
    if (m[2] === undefined) return 'its awk program is not a single-quoted argument, so it cannot be checked';
    if (/\\/.test(m[1])) return 'it gives awk a -v or -F value with a backslash, which rust-bash\'s awk does not unescape like gawk';
    // Operands after the program: `FS=: file` assigns in gawk, rust-bash opens a file of that name.
    const operands = source.slice(m.index! + m[0].length).split(/[|;&\n]/)[0];
    if (/(?:^|\s)[A-Za-z_]\w*=/.test(operands)) return 'it gives awk a var=value operand, which rust-bash\'s awk opens as a file';
    awkPrograms.push({ raw: m[2], code: awkCode(m[2]) });
  }
  for (const rule of STATIC_RULES) {
    const texts = rule.in === 'awk' ? awkPrograms : rule.in === 'any' ? [{ raw: source, code: source }] : rule.in === 'shell' || rule.in === dialect ? [{ raw: source, code }] : [];
    for (const text of texts) {
      const m = rule.pattern.exec(text.code);
      if (m && !rule.unless?.(source, text.raw)) return rule.reason.replace('$1', (m[1] ?? m[0]).trim());
    }
  }
  return undefined;
}

/**
 * The source as the shell's own code: comments dropped and single-quoted strings emptied (awk and sed
 * programs are data to the shell), so shell rules do not fire on them; double quotes and escapes are
 * followed so that an apostrophe inside them does not open a string.
 */
export function shellCode(source: string): string {
  let out = '';
  let quote: '"' | '' = '';
  // Command substitutions open inside the double-quoted string: their text is code again.
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (quote) {
      if (c === '$' && source[i + 1] === '(') depth++;
      else if (c === ')' && depth > 0) depth--;
      else if (c === '"' && depth === 0) quote = '';
      // A separator in a string's text does not start a command.
      out += depth === 0 && ';&|'.includes(c) ? ' ' : c;
    } else if (c === '"') {
      quote = '"';
      out += c;
    } else if (c === "'") {
      const end = source.indexOf("'", i + 1);
      out += "''";
      i = end === -1 ? source.length : end;
    } else if (c === '#' && (i === 0 || /[\s;&|(]/.test(source[i - 1]))) {
      const end = source.indexOf('\n', i);
      i = (end === -1 ? source.length : end) - 1;
    } else {
      out += c;
    }
  }
  return out;
}

/** An awk program without its comments (`#` to the end of the line, outside strings). */
function awkCode(program: string): string {
  return program
    .split('\n')
    .map((line) => {
      let inString = false;
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '\\') i++;
        else if (line[i] === '"') inString = !inString;
        else if (line[i] === '#' && !inString) return line.slice(0, i);
      }
      return line;
    })
    .join('\n');
}

/** The reason rust-bash's stderr gives to hand the run on, if any. */
export function stderrReason(stderr: string): string | undefined {
  for (const rule of STDERR_RULES) {
    const m = rule.pattern.exec(stderr);
    if (m) return `${rule.reason}: ${lineAt(stderr, m.index)}`;
  }
  return undefined;
}

function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? undefined : end).slice(0, 200);
}

/**
 * True when the order of `for (k in a)` cannot show: every such loop's body only adds up (`+=`, `-=`,
 * `++`, `--`, no output and no other assignment), or the awk command's output goes straight into `sort`
 * (without -s, -u, -k), which orders lines whatever order they came in.
 */
function orderFree(source: string, program: string): boolean {
  const end = source.indexOf(program) + program.length;
  const after = source.slice(end + 1);
  if (/^[^|;&\n]*\|\s*sort\b(?![^|;&\n]*\s-[a-zA-Z]*[suk])/.test(after)) return true;
  for (const m of program.matchAll(/\bfor\s*\(\s*\w+\s+in\s+\w+\s*\)\s*/g)) {
    const rest = program.slice(m.index! + m[0].length);
    const body = rest.startsWith('{') ? block(rest) : rest.split(/[;\n}]/)[0];
    if (/\b(?:print|printf|getline|break|exit|next|return|delete|if|while|for)\b/.test(body)) return false;
    const statements = body.replace(/^\{|\}$/g, '').split(/[;\n]/).map((s) => s.trim()).filter(Boolean);
    if (!statements.every((s) => /^[\w[\]"$ ]+(?:\+=|-=)[^=]+$|^[\w[\]"$ ]+(?:\+\+|--)$|^(?:\+\+|--)[\w[\]"$ ]+$/.test(s))) return false;
  }
  return true;
}

/** A pattern for a command name where a command starts (not inside a word or a string's text). */
function command(names: string): RegExp {
  return new RegExp(`(?:^|[;&|({\`]|\\$\\(|\\b(?:then|do|else|if|while|until|!|command|builtin))\\s*(?:[\\w./-]*/)?(${names})(?=$|[\\s;&|)])`, 'm');
}

/** True when no associative array (declare -A name) is expanded whole (`${name[@]}`, `${!name[*]}`). */
function assocNotIterated(source: string): boolean {
  const names = [...source.matchAll(/\b(?:declare|typeset|local)\s+(?:-\w+\s+)*-\w*A\w*\s+((?:\w+(?:=\S*)?\s*)+)/g)].flatMap((m) => m[1].split(/\s+/).map((n) => n.replace(/=.*/, '')).filter(Boolean));
  return names.every((name) => !new RegExp(`\\$\\{!?${name}\\[[@*]\\]`).test(source));
}

/** The brace block at the start of `text` (with its braces). */
function block(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(0, i + 1);
  }
  return text;
}
