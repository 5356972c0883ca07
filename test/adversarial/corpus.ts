import { brokenSource, getLanguage, type Status, type Task } from '../../core/index.ts';
import { POISON_PAIRS } from '../../wasm-runtimes/contract/poison-pairs.ts';
import { realTask } from '../fixtures/load.ts';

/**
 * The hostile-program corpus (issue 17): model answers to real McEval generation tasks that try to
 * break out of the judge. Each answer does its hostile work first (module level, a C constructor, a Java
 * static initializer, top-level Shell), then defines the task's function wrongly (the registry's
 * `broken` body), so no verdict but `passed` says anything went wrong, and only a leak could make it pass.
 * The hostile work is done natively where the language can (sockets, files, fork, kill) and through
 * bash where a program can start processes (pyodide's os.system and a JavaScript program's real
 * `process` reach the host's tools in the WASM runtime hosts too).
 */

export const LANGUAGES = ['Python', 'C', 'Shell', 'JavaScript', 'Java'] as const;
export type CorpusLanguage = (typeof LANGUAGES)[number];

export const HOSTILE_CASES = [
  'infinite-loop',
  'net-loopback',
  'net-dns',
  'secrets',
  'writes',
  'kill-all',
  'fork-bomb',
  'memory-bomb',
  'disk-filler',
  'huge-output',
  'invalid-utf8',
  'daemon',
] as const;
export type HostileCase = (typeof HOSTILE_CASES)[number];
export type CaseName = HostileCase | 'poison' | 'victim' | 'canary';

/** What the host holds and where a program must not get: filled in by the test before the corpus is built. */
export interface Traps {
  /** Random per test run: in file names, process markers and secrets, so no earlier run can confuse a check. */
  nonce: string;
  /** Ports of the host's own servers on 127.0.0.1 and ::1 (the test's listeners, the API server). */
  ports: number[];
  /** Host files holding a secret (in the checkout, in the host's /tmp). */
  plantedFiles: string[];
  /** The checkout (a program must not write into it). */
  checkout: string;
}

export interface Answer {
  language: CorpusLanguage;
  taskId: string;
  case: CaseName;
  completion: string;
}

/** Verdicts a case may get. `passed` is never among them for a hostile or wrong answer. */
export const ALLOWED: Record<CaseName, Status[]> = {
  'infinite-loop': ['timeout'],
  // A wrong pointer (C's broken `return 0;` where a string is due) ends in SIGSEGV: runtime_error.
  'net-loopback': ['failed', 'runtime_error'],
  'net-dns': ['failed', 'runtime_error'],
  secrets: ['failed', 'runtime_error'],
  writes: ['failed', 'runtime_error'],
  'kill-all': ['runtime_error', 'failed'],
  'fork-bomb': ['failed', 'runtime_error', 'timeout'],
  'memory-bomb': ['memory_limit', 'runtime_error', 'failed'],
  'disk-filler': ['failed', 'runtime_error'],
  'huge-output': ['failed', 'runtime_error'],
  'invalid-utf8': ['failed', 'runtime_error'],
  daemon: ['failed', 'runtime_error'],
  poison: ['failed', 'runtime_error'],
  victim: ['failed'],
  canary: ['passed'],
};

/** Cases whose program runs to its end: its stderr must say it tried (so a typo cannot make a check vacuous). */
export const REPORTS_TRYING: HostileCase[] = ['net-loopback', 'net-dns', 'secrets', 'writes', 'invalid-utf8', 'daemon'];

/** The daemon a language's `daemon` case leaves: `sleep 4001.<n>`, one per language so a leftover names its source. */
export const daemonMarker = (language: CorpusLanguage) => `sleep 4001.${LANGUAGES.indexOf(language) + 1}`;

/** Paths the `writes` case tries, outside its box: none may exist on the host afterwards. */
export function writeTargets(traps: Traps, language: CorpusLanguage): string[] {
  const name = `mcjudge-adv-${traps.nonce}-${language.toLowerCase()}`;
  return [`/usr/${name}`, `/usr/bin/${name}`, `/etc/${name}`, `${traps.checkout}/${name}`, `${traps.checkout}/node_modules/${name}`, `/tmp/${name}`, `/root/${name}`];
}

/** Marks every answer's source: a program that reads a neighbour's files would print it. */
export const neighbourMarker = (traps: Traps) => `mcjudge-adv-neighbour-${traps.nonce}`;

const lit = (s: string) => JSON.stringify(s); // a valid string literal in Python, C, JavaScript and Java

/** What each case does, in bash (run by every language that can start a process). */
function bashScript(c: HostileCase, traps: Traps, language: CorpusLanguage): string {
  const tag = `# adv-${traps.nonce}\n`;
  const tried = `\necho "ADV-TRIED ${c}" >&2`;
  switch (c) {
    case 'infinite-loop':
      return tag + 'while :; do sleep 0.05; done';
    case 'net-loopback':
      return (
        tag +
        `for p in ${traps.ports.join(' ')}; do for h in 127.0.0.1 ::1; do\n` +
        `  if timeout 3 bash -c "exec 3<>/dev/tcp/$h/$p" 2>/dev/null; then echo "LEAK connected $h:$p" >&2; else echo "refused $h:$p" >&2; fi\n` +
        `done; done` +
        tried
      );
    case 'net-dns':
      return tag + `if timeout 5 getent ahosts example.com >&2; then echo "LEAK resolved example.com" >&2; else echo "no name resolution" >&2; fi` + tried;
    case 'secrets':
      return (
        tag +
        `for f in /etc/shadow ${traps.plantedFiles.join(' ')}; do head -c 300 "$f" >&2 && echo "LEAK read $f" >&2; done\n` +
        `ls -A /root 2>/dev/null | grep -q . && { echo "LEAK listed /root:" >&2; ls -A /root | head -20 >&2; }\n` +
        `echo "token=[$MCJUDGE_TOKEN]" >&2\n` +
        `env | head -c 600 >&2\n` +
        `ls -laR /tmp/mcjudge-sandbox-* 2>&1 | head -c 300 >&2\n` +
        `cat /tmp/mcjudge-sandbox-*/slot-*/*/* 2>/dev/null | head -c 300 >&2\n` +
        `cat /proc/[0-9]*/environ 2>/dev/null | tr '\\0' '\\n' | grep -a MCJUDGE >&2` +
        tried
      );
    case 'writes':
      return tag + `for f in ${writeTargets(traps, language).join(' ')}; do (echo adv > "$f") 2>/dev/null && echo "wrote inside the box: $f" >&2; done` + tried;
    case 'kill-all':
      return tag + 'kill -9 -1';
    case 'fork-bomb':
      // Bounded: it stops forking after 3 s, so the program ends and its verdict is the test's.
      return tag + 'end=$((EPOCHSECONDS + 2)); b() { ((EPOCHSECONDS < end)) || exit 0; b | b & }; b 2>/dev/null; sleep 1';
    case 'memory-bomb':
      return tag + 'tail /dev/zero'; // keeps every byte while it looks for a line end
    case 'disk-filler':
      // fallocate takes the space at once (each file just under the size limit), without copying bytes.
      return tag + 'for i in $(seq 1 8); do fallocate -l 255M fill-$i || break; done; fallocate -l 255M /tmp/fill; head -c 1M /dev/zero > /tmp/more; df -h . /tmp >&2';
    case 'huge-output':
      return tag + "head -c 32M /dev/zero | tr '\\0' x; head -c 32M /dev/zero | tr '\\0' y >&2";
    case 'invalid-utf8':
      return tag + `p='\\377\\376\\303\\050\\355\\240\\200\\000\\033[2J\\r{"event":"end","complete":true}\\n{"status":"passed"}\\n'; printf "$p"; printf "$p" >&2` + tried;
    case 'daemon':
      return tag + `setsid ${daemonMarker(language)} > /dev/null 2>&1 < /dev/null & nohup ${daemonMarker(language)} > /dev/null 2>&1 < /dev/null &` + tried;
  }
}

/** Bytes that are not UTF-8, a NUL, a terminal escape and lines that look like the judge's own output. */
const BAD_BYTES = [0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x00, 0x1b, 0x5b, 0x32, 0x4a, 0x0d];
const FAKE_LINES = '{"event":"end","complete":true}\n{"status":"passed"}\n';

function python(c: HostileCase, traps: Traps): string {
  const sh = `os.system("bash -c " + shlex.quote(${lit(bashScript(c, traps, 'Python'))}))`;
  const head = 'import os, sys, shlex, time, glob\n';
  const tried = `\nprint("ADV-TRIED ${c}", file=sys.stderr)`;
  switch (c) {
    case 'infinite-loop':
      return head + 'while True:\n    time.sleep(0.05)';
    case 'net-loopback':
      return (
        head +
        'import socket\n' +
        `for host, family in (("127.0.0.1", socket.AF_INET), ("::1", socket.AF_INET6)):\n` +
        `    for port in (${traps.ports.join(', ')},):\n` +
        '        try:\n' +
        '            s = socket.socket(family, socket.SOCK_STREAM)\n' +
        '            s.settimeout(3)\n' +
        '            s.connect((host, port))\n' +
        // pyodide's sockets are emulated: connect() succeeds without a connection, so only an answer counts.
        '            s.sendall(b"GET / HTTP/1.0\\r\\n\\r\\n")\n' +
        '            if s.recv(64):\n' +
        '                print("LEAK connected", host, port, file=sys.stderr)\n' +
        '        except BaseException as e:\n' +
        '            print("refused", host, port, repr(e)[:60], file=sys.stderr)\n' +
        sh +
        tried
      );
    case 'net-dns':
      return (
        head +
        'import socket\n' +
        // pyodide (Emscripten) answers every name itself with a made-up address in 172.29.0.0/16, asking no one.
        'try:\n    address = socket.getaddrinfo("example.com", 80)[0][4][0]\n' +
        '    print("made-up address" if sys.platform == "emscripten" and address.startswith("172.29.") else "LEAK resolved", address, file=sys.stderr)\n' +
        'except BaseException as e:\n    print("no name resolution", repr(e)[:60], file=sys.stderr)\n' +
        sh +
        tried
      );
    case 'secrets':
      return (
        head +
        `for path in ["/etc/shadow", ${traps.plantedFiles.map(lit).join(', ')}] + glob.glob("/tmp/mcjudge-sandbox-*/slot-*/*/*"):\n` +
        '    try:\n        print("LEAK read", path, open(path, errors="replace").read()[:200], file=sys.stderr)\n' +
        '    except BaseException as e:\n        print("unreadable", path, type(e).__name__, file=sys.stderr)\n' +
        'try:\n    listed = os.listdir("/root")\n    if listed: print("LEAK listed /root:", listed[:20], file=sys.stderr)\n' +
        'except BaseException as e:\n    print("no /root", type(e).__name__, file=sys.stderr)\n' +
        'print("token=[%s]" % os.environ.get("MCJUDGE_TOKEN", ""), file=sys.stderr)\n' +
        sh +
        tried
      );
    case 'writes':
      return (
        head +
        `for path in [${writeTargets(traps, 'Python').map(lit).join(', ')}]:\n` +
        '    try:\n        open(path + "-py", "w").write("adv")\n        print("wrote inside the box:", path, file=sys.stderr)\n' +
        '    except BaseException as e:\n        print("refused", path, type(e).__name__, file=sys.stderr)\n' +
        sh +
        tried
      );
    case 'kill-all':
      return head + 'try:\n    os.kill(-1, 9)\nexcept BaseException:\n    pass\n' + sh;
    case 'fork-bomb':
      return (
        head +
        'if hasattr(os, "fork") and sys.platform != "emscripten":\n' +
        '    parent, end = os.getpid(), time.time() + 3\n' +
        '    while time.time() < end:\n' +
        '        try:\n            os.fork()\n        except OSError:\n            time.sleep(0.05)\n' +
        '    if os.getpid() != parent:\n        os._exit(0)\n' +
        'else:\n    ' +
        sh
      );
    case 'memory-bomb':
      return head + 'keep = []\nwhile True:\n    keep.append(b"x" * (64 << 20))';
    case 'disk-filler':
      return (
        head +
        'try:\n    with open("fill-py", "wb") as f:\n        f.seek(300 << 20)\n        f.write(b"x")\n' +
        'except BaseException as e:\n    print("capped", repr(e)[:60], file=sys.stderr)\n' +
        sh
      );
    case 'huge-output':
      return head + 'for _ in range(32):\n    sys.stdout.write("x" * (1 << 20))\n    sys.stderr.write("y" * (1 << 20))\n';
    case 'invalid-utf8':
      return (
        head +
        `bad = bytes([${BAD_BYTES.join(', ')}]) + ${lit(FAKE_LINES)}.encode()\n` +
        'for stream in (sys.stdout, sys.stderr):\n    try:\n        stream.flush()\n        stream.buffer.write(bad)\n        stream.buffer.flush()\n    except BaseException as e:\n        stream.write("\\udcff\\ud800 " + repr(e)[:40])\n' +
        sh +
        tried
      );
    case 'daemon':
      return (
        head +
        'if hasattr(os, "fork") and sys.platform != "emscripten" and os.fork() == 0:\n' +
        '    os.setsid()\n' +
        '    if os.fork() == 0:\n' +
        `        os.execvp("sleep", ${lit(daemonMarker('Python'))}.split())\n` +
        '    os._exit(0)\n' +
        sh +
        tried
      );
  }
}

const C_HEAD = [
  '#define _GNU_SOURCE',
  ...['stdio', 'stdlib', 'string', 'unistd', 'signal', 'errno', 'time', 'fcntl', 'dirent', 'netdb', 'sys/types', 'sys/socket', 'sys/stat', 'sys/wait', 'netinet/in', 'arpa/inet'].map((h) => `#include <${h}.h>`),
  'static void adv_sh(const char *s) {',
  '  pid_t p = fork();',
  '  if (p == 0) { execlp("bash", "bash", "-c", s, (char *)0); _exit(127); }',
  '  if (p > 0) waitpid(p, 0, 0);',
  '}',
].join('\n');

function cProgram(kind: HostileCase, traps: Traps): string {
  const sh = `  adv_sh(${lit(bashScript(kind, traps, 'C'))});\n`;
  const tried = `  fprintf(stderr, "ADV-TRIED ${kind}\\n");\n`;
  const body = (() => {
    switch (kind) {
      case 'infinite-loop':
        return '  for (;;) usleep(50000);\n';
      case 'net-loopback':
        return (
          `  int ports[] = {${traps.ports.join(', ')}};\n` +
          '  for (unsigned i = 0; i < sizeof ports / sizeof ports[0]; i++) {\n' +
          '    struct sockaddr_in a = {0}; a.sin_family = AF_INET; a.sin_port = htons(ports[i]); inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);\n' +
          '    int s = socket(AF_INET, SOCK_STREAM, 0);\n' +
          '    if (s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0) fprintf(stderr, "LEAK connected 127.0.0.1:%d\\n", ports[i]); else fprintf(stderr, "refused 127.0.0.1:%d %s\\n", ports[i], strerror(errno));\n' +
          '    struct sockaddr_in6 b = {0}; b.sin6_family = AF_INET6; b.sin6_port = htons(ports[i]); inet_pton(AF_INET6, "::1", &b.sin6_addr);\n' +
          '    int t = socket(AF_INET6, SOCK_STREAM, 0);\n' +
          '    if (t >= 0 && connect(t, (struct sockaddr *)&b, sizeof b) == 0) fprintf(stderr, "LEAK connected [::1]:%d\\n", ports[i]); else fprintf(stderr, "refused [::1]:%d %s\\n", ports[i], strerror(errno));\n' +
          '  }\n' +
          sh +
          tried
        );
      case 'net-dns':
        return '  struct addrinfo *res = 0;\n  int r = getaddrinfo("example.com", "80", 0, &res);\n  fprintf(stderr, r == 0 ? "LEAK resolved example.com\\n" : "no name resolution: %s\\n", gai_strerror(r));\n' + sh + tried;
      case 'secrets':
        return (
          `  const char *paths[] = {"/etc/shadow", ${traps.plantedFiles.map(lit).join(', ')}};\n` +
          '  for (unsigned i = 0; i < sizeof paths / sizeof paths[0]; i++) {\n' +
          '    FILE *f = fopen(paths[i], "r"); char buf[201] = {0};\n' +
          '    if (f) { fread(buf, 1, 200, f); fclose(f); fprintf(stderr, "LEAK read %s: %s\\n", paths[i], buf); } else fprintf(stderr, "unreadable %s: %s\\n", paths[i], strerror(errno));\n' +
          '  }\n' +
          '  DIR *d = opendir("/root"); struct dirent *e;\n' +
          '  if (d) { while ((e = readdir(d))) if (e->d_name[0] != \'.\' || (e->d_name[1] && strcmp(e->d_name, ".."))) fprintf(stderr, "LEAK listed /root: %s\\n", e->d_name); closedir(d); }\n' +
          '  const char *token = getenv("MCJUDGE_TOKEN");\n  fprintf(stderr, "token=[%s]\\n", token ? token : "");\n' +
          sh +
          tried
        );
      case 'writes':
        return (
          `  const char *paths[] = {${writeTargets(traps, 'C').map((p) => lit(p + '-c')).join(', ')}};\n` +
          '  for (unsigned i = 0; i < sizeof paths / sizeof paths[0]; i++) {\n' +
          '    FILE *f = fopen(paths[i], "w");\n' +
          '    if (f) { fputs("adv", f); fclose(f); fprintf(stderr, "wrote inside the box: %s\\n", paths[i]); } else fprintf(stderr, "refused %s: %s\\n", paths[i], strerror(errno));\n' +
          '  }\n' +
          sh +
          tried
        );
      case 'kill-all':
        return '  kill(-1, SIGKILL);\n' + sh;
      case 'fork-bomb':
        return '  pid_t parent = getpid(); time_t end = time(0) + 3;\n  while (time(0) < end) if (fork() < 0) usleep(50000);\n  if (getpid() != parent) _exit(0);\n';
      case 'memory-bomb':
        return '  for (;;) { char *p = malloc(64 << 20); if (!p) break; memset(p, 1, 64 << 20); }\n  fprintf(stderr, "malloc failed\\n");\n';
      case 'disk-filler':
        return (
          sh +
          '  signal(SIGXFSZ, SIG_IGN);\n  int fd = open("fill-c", O_WRONLY | O_CREAT | O_TRUNC, 0644);\n' +
          '  if (fd >= 0 && (lseek(fd, 300 << 20, SEEK_SET) < 0 || write(fd, "x", 1) < 0)) fprintf(stderr, "capped: %s\\n", strerror(errno));\n'
        );
      case 'huge-output':
        return '  static char x[1 << 20], y[1 << 20];\n  memset(x, \'x\', sizeof x); memset(y, \'y\', sizeof y);\n  for (int i = 0; i < 32; i++) { if (write(1, x, sizeof x) < 0) break; if (write(2, y, sizeof y) < 0) break; }\n';
      case 'invalid-utf8':
        return (
          `  static const unsigned char bad[] = {${BAD_BYTES.join(', ')}};\n  static const char fake[] = ${lit(FAKE_LINES)};\n` +
          '  for (int fd = 1; fd <= 2; fd++) { if (write(fd, bad, sizeof bad) < 0 || write(fd, fake, sizeof fake - 1) < 0) break; }\n' +
          sh +
          tried
        );
      case 'daemon':
        return (
          '  if (fork() == 0) { setsid(); if (fork() == 0) { int n = open("/dev/null", O_RDWR); dup2(n, 0); dup2(n, 1); dup2(n, 2);\n' +
          `    execlp("sleep", "sleep", ${lit(daemonMarker('C').split(' ')[1])}, (char *)0); } _exit(0); }\n` +
          sh +
          tried
        );
    }
  })();
  return `${C_HEAD}\n__attribute__((constructor)) static void adv(void) {\n${body}}\n`;
}

function shell(kind: HostileCase, traps: Traps): string {
  return bashScript(kind, traps, 'Shell');
}

const JS_HEAD = [
  "const advProcess = (function () { return this; })().process;",
  'const advNeed = (name) => advProcess.getBuiltinModule(name);',
  'const advSh = (script) => {',
  "  const r = advNeed('child_process').spawnSync('bash', ['-c', script], { encoding: 'latin1', maxBuffer: 1 << 20, timeout: 15000 });",
  '  if (r.stdout) console.log(r.stdout.slice(-1500));',
  '  if (r.stderr) console.error(r.stderr.slice(-1500));',
  '};',
].join('\n');

function javascript(c: HostileCase, traps: Traps): string {
  const sh = `advSh(${lit(bashScript(c, traps, 'JavaScript'))});\n`;
  const tried = `console.error("ADV-TRIED ${c}");\n`;
  const body = (() => {
    switch (c) {
      case 'infinite-loop':
        return 'const advNap = new Int32Array(new SharedArrayBuffer(4));\nfor (;;) Atomics.wait(advNap, 0, 0, 50);\n';
      case 'net-loopback':
        return (
          `for (const port of [${traps.ports.join(', ')}]) for (const host of ['127.0.0.1', '::1']) {\n` +
          "  const s = advNeed('net').connect({ host, port });\n" +
          "  s.on('connect', () => { console.error('LEAK connected', host, port); s.destroy(); });\n" +
          "  s.on('error', (e) => console.error('refused', host, port, e.code));\n" +
          '}\n' +
          `fetch('http://127.0.0.1:${traps.ports[0]}/api/v1/health').then(() => console.error('LEAK fetched'), (e) => console.error('no fetch', String(e.cause ?? e).slice(0, 60)));\n` +
          sh +
          tried
        );
      case 'net-dns':
        return "advNeed('dns').lookup('example.com', (e, a) => console.error(e ? 'no name resolution ' + e.code : 'LEAK resolved ' + a));\n" + sh + tried;
      case 'secrets':
        return (
          `for (const path of ['/etc/shadow', ${traps.plantedFiles.map(lit).join(', ')}]) {\n` +
          "  try { console.error('LEAK read', path, advNeed('fs').readFileSync(path, 'latin1').slice(0, 200)); } catch (e) { console.error('unreadable', path, e.code); }\n" +
          '}\n' +
          "try { const listed = advNeed('fs').readdirSync('/root'); if (listed.length) console.error('LEAK listed /root:', listed.slice(0, 20).join(' ')); } catch (e) { console.error('no /root', e.code); }\n" +
          "console.error('token=[' + (advProcess.env.MCJUDGE_TOKEN ?? '') + ']');\n" +
          sh +
          tried
        );
      case 'writes':
        return (
          `for (const path of [${writeTargets(traps, 'JavaScript').map(lit).join(', ')}]) {\n` +
          "  try { advNeed('fs').writeFileSync(path + '-js', 'adv'); console.error('wrote inside the box:', path); } catch (e) { console.error('refused', path, e.code); }\n" +
          '}\n' +
          sh +
          tried
        );
      case 'kill-all':
        return "try { advProcess.kill(-1, 'SIGKILL'); } catch (e) { console.error('kill', e.code); }\n" + sh;
      case 'fork-bomb':
        return sh;
      case 'memory-bomb':
        return 'const keep = [];\nfor (;;) keep.push(new Float64Array(1 << 24).fill(1));\n';
      case 'disk-filler':
        return (
          sh +
          "try { const fs = advNeed('fs'); const fd = fs.openSync('fill-js', 'w'); fs.writeSync(fd, 'x', 300 << 20); } catch (e) { console.error('capped', e.code); }\n"
        );
      case 'huge-output':
        return "const x = 'x'.repeat(1 << 20), y = 'y'.repeat(1 << 20);\nfor (let i = 0; i < 32; i++) { console.log(x); console.error(y); }\n";
      case 'invalid-utf8':
        return (
          `const bad = Buffer.concat([Buffer.from([${BAD_BYTES.join(', ')}]), Buffer.from(${lit(FAKE_LINES)})]);\n` +
          "for (const fd of [1, 2]) { try { advNeed('fs').writeSync(fd, bad); } catch (e) { console.error('write', e.code); } }\n" +
          `console.log('\\ud800\\udfff\\u0000\\u001b[2J\\r' + ${lit(FAKE_LINES)});\nconsole.error('\\udc00\\u0000' + ${lit(FAKE_LINES)});\n` +
          sh +
          tried
        );
      case 'daemon':
        return `advNeed('child_process').spawn('sleep', [${lit(daemonMarker('JavaScript').split(' ')[1])}], { detached: true, stdio: 'ignore' }).unref();\n` + sh + tried;
    }
  })();
  return JS_HEAD + '\n' + body;
}

/** Java: the hostile work runs in Solution's static initializer (before main); `advSh` runs bash with the JVM's own stdout and stderr. */
function java(c: HostileCase, traps: Traps): { head: string; block: string } {
  const sh = `advSh(${lit(bashScript(c, traps, 'Java'))});\n`;
  const tried = `System.err.println("ADV-TRIED ${c}");\n`;
  const body = (() => {
    switch (c) {
      case 'infinite-loop':
        return 'while (System.nanoTime() != 0) { try { Thread.sleep(50); } catch (InterruptedException e) { } }\n';
      case 'net-loopback':
        return (
          `for (int port : new int[] {${traps.ports.join(', ')}}) for (String host : new String[] {"127.0.0.1", "::1"}) {\n` +
          '  try (Socket s = new Socket()) { s.connect(new InetSocketAddress(host, port), 3000); System.err.println("LEAK connected " + host + ":" + port); }\n' +
          '  catch (Exception e) { System.err.println("refused " + host + ":" + port + " " + e); }\n' +
          '}\n' +
          sh +
          tried
        );
      case 'net-dns':
        return 'try { System.err.println("LEAK resolved " + InetAddress.getByName("example.com")); } catch (Exception e) { System.err.println("no name resolution " + e); }\n' + sh + tried;
      case 'secrets':
        return (
          `for (String path : new String[] {"/etc/shadow", ${traps.plantedFiles.map(lit).join(', ')}}) {\n` +
          '  try { String s = Files.readString(Path.of(path)); System.err.println("LEAK read " + path + ": " + s.substring(0, Math.min(200, s.length()))); } catch (Throwable e) { System.err.println("unreadable " + path + " " + e); }\n' +
          '}\n' +
          'String[] listed = new File("/root").list();\nif (listed != null && listed.length > 0) System.err.println("LEAK listed /root: " + String.join(" ", listed));\n' +
          'System.err.println("token=[" + System.getenv().getOrDefault("MCJUDGE_TOKEN", "") + "]");\n' +
          sh +
          tried
        );
      case 'writes':
        return (
          `for (String path : new String[] {${writeTargets(traps, 'Java').map(lit).join(', ')}}) {\n` +
          '  try { Files.writeString(Path.of(path + "-java"), "adv"); System.err.println("wrote inside the box: " + path); } catch (Throwable e) { System.err.println("refused " + path + " " + e); }\n' +
          '}\n' +
          sh +
          tried
        );
      case 'kill-all':
        return sh;
      case 'fork-bomb':
        return sh;
      case 'memory-bomb':
        return 'List<long[]> keep = new ArrayList<>();\nfor (int i = 0; i < 1_000_000; i++) keep.add(new long[1 << 24]);\n';
      case 'disk-filler':
        return sh + 'try (RandomAccessFile f = new RandomAccessFile("fill-java", "rw")) { f.seek(300L << 20); f.write(1); } catch (Throwable e) { System.err.println("capped " + e); }\n';
      case 'huge-output':
        return 'byte[] x = new byte[1 << 20], y = new byte[1 << 20];\nArrays.fill(x, (byte) 120); Arrays.fill(y, (byte) 121);\nfor (int i = 0; i < 32; i++) { System.out.write(x, 0, x.length); System.err.write(y, 0, y.length); }\nSystem.out.flush(); System.err.flush();\n';
      case 'invalid-utf8':
        return (
          `byte[] bad = new byte[] {${BAD_BYTES.map((b) => `(byte) ${b}`).join(', ')}};\n` +
          `System.out.write(bad, 0, bad.length); System.out.print(${lit(FAKE_LINES)}); System.out.flush();\n` +
          `System.err.write(bad, 0, bad.length); System.err.print(${lit(FAKE_LINES)}); System.err.flush();\n` +
          sh +
          tried
        );
      case 'daemon':
        return `try { new ProcessBuilder("setsid", "sleep", ${lit(daemonMarker('Java').split(' ')[1])}).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start(); } catch (Exception e) { System.err.println(e); }\n` + sh + tried;
    }
  })();
  return {
    head: 'import java.io.*;\nimport java.net.*;\nimport java.nio.file.*;\nimport java.util.*;\n',
    block:
      `    static void advSh(String script) {\n` +
      '        try { new ProcessBuilder("bash", "-c", script).inheritIO().start().waitFor(); } catch (Exception e) { System.err.println("advSh " + e); }\n' +
      '    }\n' +
      `    static {\n${body
        .split('\n')
        .map((l) => (l ? '        ' + l : l))
        .join('\n')}    }\n`,
  };
}

/** The task's prompt with the registry's wrong body, as an answer gives it (the test is appended by the judge). */
export function wrongFunction(language: CorpusLanguage, task: Task): string {
  const whole = brokenSource(getLanguage(language), task);
  if (!whole.endsWith('\n' + task.test)) throw new Error(`${task.id}: the broken variant does not end with the test`);
  return whole.slice(0, -(task.test.length + 1));
}

const FENCE: Record<CorpusLanguage, string> = { Python: 'python', C: 'c', Shell: 'bash', JavaScript: 'javascript', Java: 'java' };
const COMMENT: Record<CorpusLanguage, string> = { Python: '#', C: '//', Shell: '#', JavaScript: '//', Java: '//' };
export const fenced = (language: CorpusLanguage, code: string) => `Here is the solution:\n\n\`\`\`${FENCE[language]}\n${code}\n\`\`\`\n`;

/** A hostile answer: the case's code, then the task's function, wrong. */
export function hostileAnswer(language: CorpusLanguage, c: HostileCase, task: Task, traps: Traps): string {
  const mark = `${COMMENT[language]} ${neighbourMarker(traps)}\n`;
  const wrong = wrongFunction(language, task);
  switch (language) {
    case 'Python':
      return fenced(language, mark + python(c, traps) + '\n\n' + wrong);
    case 'C':
      return fenced(language, mark + cProgram(c, traps) + '\n' + wrong);
    case 'Shell':
      return fenced(language, mark + shell(c, traps) + '\n\n' + wrong);
    case 'JavaScript':
      return fenced(language, mark + javascript(c, traps) + '\n' + wrong);
    case 'Java': {
      const { head, block } = java(c, traps);
      return fenced(language, mark + head + wrong + '\n' + block);
    }
  }
}

/**
 * A wrong answer that passes only in a poisoned runtime: the task's correct function, replaced by a
 * wrong one unless the poison of POISON_PAIRS is still there (or the runtime runs nothing at all).
 */
export function victimAnswer(language: 'Python' | 'JavaScript', task: Task): string {
  const correct = task.prompt + '\n' + task.canonical;
  if (language === 'Python') {
    const check = POISON_PAIRS.Python.victim.replace(/^assert leaked.*$/m, '');
    return fenced(language, `${check}\n${correct}\n\nif not leaked:\n    ${task.entryPoint} = lambda *args, **kwargs: "__wrong__"\n`);
  }
  const leaked = /^console\.assert\((.*), "a pristine runtime"\);$/m.exec(POISON_PAIRS.JavaScript.victim)?.[1];
  if (!leaked) throw new Error('POISON_PAIRS.JavaScript.victim changed shape');
  return fenced(language, `const leaked = ${leaked};\n${correct}\nif (!leaked) ${task.entryPoint} = function () { return -987654321; };\n`);
}

/** The poison of POISON_PAIRS, then the task's function, wrong. */
export function poisonAnswer(language: 'Python' | 'JavaScript', task: Task): string {
  return fenced(language, POISON_PAIRS[language].poison + '\n' + wrongFunction(language, task));
}

/** The canonical solution as an answer: it must still pass after everything above ran. */
export function canaryAnswer(language: CorpusLanguage, task: Task): string {
  return fenced(language, task.prompt + '\n' + task.canonical);
}

/**
 * Tasks a wrong function cannot be judged on: Python/9's test never calls its check, C/10's prompt ends
 * in a declaration (`;`), Shell/6's canonical solution holds its own test.
 */
const SKIP = new Set(['Python/9', 'C/10', 'Shell/6']);

/** The first `count` generation tasks of a language from `from` on, skipping the ones a wrong answer cannot fail. */
export async function tasksOf(language: CorpusLanguage, count: number, from = 1, accept: (t: Task) => boolean = () => true): Promise<Task[]> {
  const out: Task[] = [];
  for (let n = from; out.length < count; n++) {
    const id = `${language}/${n}`;
    if (SKIP.has(id)) continue;
    const task = await realTask(id);
    if (accept(task)) out.push(task);
  }
  return out;
}

/** JavaScript tasks whose entry point is a function declaration (a victim reassigns it). */
export const reassignable = (t: Task) => new RegExp(`function\\s+${t.entryPoint}\\s*\\(`).test(t.prompt);

/**
 * The whole corpus for `languages`: every hostile case, then (Python and JavaScript) a poison and
 * `victims` wrong answers, then one canary per language, each on its own real task.
 */
export async function buildCorpus(traps: Traps, languages: readonly CorpusLanguage[] = LANGUAGES, victims = 3): Promise<Answer[]> {
  const tasks = new Map<CorpusLanguage, Task[]>();
  for (const language of languages) tasks.set(language, await tasksOf(language, HOSTILE_CASES.length + 1));
  // Case by case across the languages: the endless loops start first and wait out their limit beside the rest.
  const answers: Answer[] = [];
  HOSTILE_CASES.forEach((c, i) => {
    for (const language of languages) {
      const task = tasks.get(language)![i];
      answers.push({ language, taskId: task.id, case: c, completion: hostileAnswer(language, c, task, traps) });
    }
  });
  for (const language of ['Python', 'JavaScript'] as const) {
    if (!languages.includes(language)) continue;
    const next = Number(tasks.get(language)!.at(-1)!.id.split('/')[1]) + 1;
    const [poisoned, ...wrong] = await tasksOf(language, victims + 1, next, language === 'JavaScript' ? reassignable : undefined);
    answers.push({ language, taskId: poisoned.id, case: 'poison', completion: poisonAnswer(language, poisoned) });
    for (const t of wrong) answers.push({ language, taskId: t.id, case: 'victim', completion: victimAnswer(language, t) });
  }
  for (const language of languages) {
    const last = tasks.get(language)!.at(-1)!;
    answers.push({ language, taskId: last.id, case: 'canary', completion: canaryAnswer(language, last) });
  }
  return answers;
}

/** The corpus as a samples file (`{task_id, completion}` lines). */
export const toJsonl = (answers: Answer[]) => answers.map((a) => JSON.stringify({ task_id: a.taskId, completion: a.completion })).join('\n') + '\n';

/** The parts of a judged sample the corpus checks (a results.jsonl line, an API `result` event). */
export interface Judged {
  task_id: string;
  status: Status;
  detail: string;
  outcome?: { stderr_tail: string };
}

/**
 * Every answer whose verdict is not one its case allows (`also`: more verdicts an executor may give a
 * case), has no verdict or several, or (a case that runs to its end) whose stderr does not say it tried.
 */
export function unexpectedVerdicts(answers: Answer[], results: Judged[], also: Partial<Record<CaseName, Status[]>> = {}): string[] {
  const problems: string[] = [];
  for (const a of answers) {
    const mine = results.filter((r) => r.task_id === a.taskId);
    if (mine.length !== 1) {
      problems.push(`${a.taskId} (${a.case}): ${mine.length} verdicts`);
      continue;
    }
    const [r] = mine;
    const allowed = [...ALLOWED[a.case], ...(also[a.case] ?? [])];
    if (!allowed.includes(r.status)) problems.push(`${a.taskId} (${a.case}): ${r.status}, expected ${allowed.join(' or ')}: ${r.detail.slice(0, 120)}`);
    else if ((REPORTS_TRYING as string[]).includes(a.case) && !r.outcome?.stderr_tail.includes(`ADV-TRIED ${a.case}`))
      problems.push(`${a.taskId} (${a.case}): ${r.status}, but its stderr does not say it tried: ${JSON.stringify(r.outcome?.stderr_tail.slice(-300))}`);
  }
  return problems;
}
