import { describe, expect, it } from 'vitest';
import { handOnReason, shellCode, stderrReason, type Dialect } from './hand-on-rules.ts';

/** Each case was measured: rust-bash 0.7.0 prints or returns something else than bash 5.2 / dash / gawk 5.2. */
const HANDED_ON: [Dialect, string, RegExp][] = [
  ['bash', 'echo "0.5 * 3" | bc\n', /bc/],
  ['bash', 'seq -s, 1 4\n', /seq/],
  ['bash', "printf 'b 2\\na 2\\nc 1\\n' | sort -k2,2n\n", /sort/],
  ['bash', "echo 'a b c' | cut -d' ' -f2-\n", /cut/],
  ['bash', "echo $'a\\tb' | cat -A\n", /cat/],
  ['bash', 'x=$(date +%s)\n', /date/],
  ['bash', 'ls /tmp | wc -l\n', /ls/],
  ['bash', 'env | sort\n', /env/],
  ['bash', 'if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then main; fi\n', /BASH_SOURCE/],
  ['bash', "trap 'echo bye' EXIT\n", /trap/],
  ['bash', 'declare -A m=([b]=1 [a]=2)\nfor k in "${!m[@]}"; do echo $k; done\n', /associative/],
  ['bash', 'f() { local t=("$@"); echo ${#t[@]}; }\n', /quoted words/],
  ['bash', 'declare -f f\n', /declare -f/],
  ['bash', 'arr=(b a c); IFS=$\'\\n\' sorted=($(sort <<<"${arr[*]}"))\n', /IFS/],
  ['bash', 'x=aaab; echo ${x##+(a)}\n', /extended glob/],
  ['bash', 'shopt -s nullglob\n', /shell option/],
  ['bash', 'sleep 1 & wait\n', /host or the clock|builtin|background/],
  ['bash', 'f & g\n', /background/],
  ['bash', 'read -r line < /dev/stdin\n', /device/],
  ['bash', 'echo $(( 010 + 1 ))\n', /octal/],
  ['bash', "printf '%q\\n' \"a b\"\n", /printf/],
  ['bash', 'echo "x y" | wc\n', /wc/],
  ['bash', "printf '1\\n2\\n' | tail -n +2\n", /tail/],
  ['bash', "printf '1\\n2\\n' | head -n -1\n", /head/],
  ['bash', "expr abc : 'a\\(.\\)'\n", /expr/],
  ['bash', "echo a1b2 | tr -cd '0-9'\n", /tr/],
  ['bash', "echo AbC | tr '[:upper:]' '[:lower:]'\n", /tr/],
  ['bash', 'set -e\nx=$(false; echo after)\n', /errexit/],
  ['sh', "echo 'a\\nb' | awk '{ print }'", /dash/],
  ['sh', 'if [[ -n x ]]; then echo y; fi', /dash/],
  ['sh', "awk -F: '{ s[$7]++ } END { for (k in s) print k, s[k] }' /etc/passwd", /for \(k in a\)/],
  ['sh', "awk 'BEGIN { \"date\" | getline d; print d }'", /gawk feature/],
  ['sh', "awk 'BEGIN { x = \"10\"; if (x < 9) print \"lt\" }'", /number written as a string/],
  ['sh', "awk '{ print substr($0, 0, 2) }' /etc/passwd", /substr/],
  ['sh', "awk 'BEGIN { printf \"%+d %G\\n\", 3, 1e20 }'", /printf/],
  ['sh', "awk 'BEGIN { x[\"a\"]; print length(x) }'", /array element/],
  ['sh', "awk 'BEGIN { print 2^60 }'", /10\^15/],
  ['sh', 'awk "{ print \\$1 }" /etc/passwd', /single-quoted/],
  ['sh', "awk 'length > 40' /etc/passwd", /length/],
  ['sh', "awk -F: '{ print $1 > \"/tmp/out.txt\" }' /etc/passwd", /redirects print/],
  ['sh', "printf 'b\\na\\n' | awk '{ print | \"sort\" }'", /redirects print/],
  ['sh', "printf 'x10\\n' | awk '{ v = substr($0, 2); if (v > 9) print v }'", /as text/],
  ['sh', "awk -F: -v OFS='\\t' '{ print $1, $NF }' /etc/passwd", /backslash/],
  ['sh', "awk '{ print $NF }' FS=: /etc/passwd", /operand/],
  ['bash', 'out=$(ls /nope 2>&1)\n', /error messages|host/],
];

/** McEval-style programs rust-bash runs like the native toolchain: they must not be handed on. */
const RUN_HERE: [Dialect, string][] = [
  ['bash', 'add() { echo $(( $1 + $2 )); }\n[[ $(add 2 3) -eq 5 ]] || { echo "Test 1 failed"; exit 1; }\n'],
  ['bash', '# don\'t sleep here\nf() { local n=$1; echo "time: $n; done"; }\nf 3 >&2\n'],
  ['bash', 'declare -A seen\nseen[x]=1\n[[ -n ${seen[x]} ]] && echo yes\n'],
  ['sh', "awk -F: '$7 == \"/bin/bash\" {print $1}' /etc/passwd"],
  ['sh', "awk -F/ '{print $3}' data/AWK/url.txt | sort | uniq -c | sort -nr"],
  ['sh', "echo $PATH | tr ':' '\\n' | awk 'length($0) == 4'"],
  ['sh', "awk '{ num_digits = gsub(/[0-9]/,\"&\"); print num_digits }' /etc/passwd"],
  ['sh', "awk -F: '{ n[$7]++ } END { for (s in n) total += n[s]; print total }' /etc/passwd"],
  ['sh', "awk -F: '{ n[$7]++ } END { for (s in n) print s, n[s] }' /etc/passwd | sort"],
];

describe('hand-on rules', () => {
  for (const [dialect, source, reason] of HANDED_ON) {
    it(`hands on ${JSON.stringify(source.trim()).slice(0, 70)} (${dialect})`, () => {
      expect(handOnReason(dialect, source)).toMatch(reason);
    });
  }
  for (const [dialect, source] of RUN_HERE) {
    it(`runs ${JSON.stringify(source.trim()).slice(0, 70)} (${dialect})`, () => {
      expect(handOnReason(dialect, source)).toBeUndefined();
    });
  }

  it('reads shell code without comments or single-quoted text, and without separators inside double quotes', () => {
    expect(shellCode("echo 'a; sleep 1' # don't\necho \"x; y $(date)\"\n")).toBe("echo '' \necho \"x  y $(date)\"\n");
  });

  it('hands on what rust-bash reports it lacks, and nothing the program merely printed', () => {
    expect(stderrReason('sed: invalid regex \'(a)\\1\': regex parse error:\nerror: backreferences are not supported\n')).toMatch(/not support/);
    expect(stderrReason("awk: unknown function 'asort'\n")).toMatch(/awk/);
    expect(stderrReason('python3: command not found\n')).toMatch(/command/);
    expect(stderrReason('rust-bash: line 14: arithmetic: expected variable name\n')).toMatch(/arithmetic/);
    expect(stderrReason('Test 1 failed\n')).toBeUndefined();
  });
});
