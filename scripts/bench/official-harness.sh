#!/usr/bin/env bash
# Times the official McEval harness on this machine, on the same form-A answers `npm run bench:sweep`
# runs, so that issue 16's ratio is measured in one session instead of against seconds recorded on
# another day (docs/harness/measured-quirks.md, "Rerunning the official harness").
#
#   bash scripts/bench/official-harness.sh <McEval checkout> <work folder> [languages, comma separated]
#
# <McEval checkout>: a clone of github.com/MCEVAL/McEval (measured at 09dec12), left untouched: its
# eval/ and data/ are copied into the work folder, whose eval_all.py gets its /workspace paths pointed
# at the copy (the only change). The languages default to issue 16's 29 rows. Needs the toolchains
# (runner-image/install-toolchains.sh), Debian's tsc 4.8.4 (node-typescript) and python3-bs4. Prints
# each language's seconds (the harness prints `Lang: X` after scoring X) and passes, and the total.
# Run it on a quiet machine, then the sweep right after it:
#   SWEEP_LANGUAGES=<the same list> SWEEP_MODES=paper JOBS=2 SWEEP_RAW=1 npm run bench:sweep
set -euo pipefail
mceval=$(realpath "$1") work=$(realpath -m "$2")
languages=${3:-AWK,C,CPP,CoffeeScript,Common Lisp,Elixir,Emacs Lisp,Erlang,Fortran,Go,Haskell,HTML,JSON,Java,JavaScript,Lua,Markdown,PHP,Pascal,Perl,Python,R,Racket,Ruby,Scheme,Shell,Tcl,TypeScript,VimScript}
root=$(cd "$(dirname "$0")/../.." && pwd)
test -f "$mceval/eval/eval_all.py" || { echo "no eval/eval_all.py in $mceval" >&2; exit 2; }
command -v tsc >/dev/null || { echo "the harness compiles TypeScript with tsc: apt-get install node-typescript" >&2; exit 2; }
python3 -c 'import bs4' 2>/dev/null || /usr/bin/python3 -c 'import bs4' || { echo "the harness scores HTML with bs4: apt-get install python3-bs4" >&2; exit 2; }

rm -rf "$work" && mkdir -p "$work/McEval" "$work/bin" "$work/answers" "$work/results" "$work/save"
cp -r "$mceval/eval" "$mceval/data" "$work/McEval/"
sed -i "s#/workspace/MMCodeEval#$work/McEval#g" "$work/McEval/eval/eval_all.py"
# What the harness expects of its host: `python` is Python 3 (Debian's, which has bs4), `emacs28` is emacs.
ln -s /usr/bin/python3 "$work/bin/python" && ln -s /usr/bin/python3 "$work/bin/python3" && ln -s "$(command -v emacs)" "$work/bin/emacs28"

(cd "$root" && npx tsx scripts/oracle-answers.ts --form A --task generation --languages "$languages" --out "$work/answers")
# Each answer record becomes the task's McEval data record with `raw_generation` (its extractors read the
# prompt, test and module), one <language>.jsonl per language; the answers' text is unchanged.
/usr/bin/python3 - "$work" <<'EOF'
import glob, json, os, sys
work = sys.argv[1]
for path in sorted(glob.glob(f'{work}/answers/generation_*.jsonl')):
    answers = [json.loads(l) for l in open(path, encoding='utf-8') if l.strip()]
    language = answers[0]['task_id'].split('/')[0]
    data = {r['task_id']: r for r in (json.loads(l) for l in open(f'{work}/McEval/data/{language}.jsonl', encoding='utf-8') if l.strip())}
    with open(f'{work}/results/{language}.jsonl', 'w', encoding='utf-8') as out:
        for a in answers:
            out.write(json.dumps({**data[a['task_id']], 'raw_generation': a['raw_generation']}, ensure_ascii=False) + '\n')
EOF

cd "$work/McEval/eval"
export PATH="$work/bin:$PATH" JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
unset PHP_INI_SCAN_DIR
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
python -u eval_all.py --result_path "$work/results" --save_path "$work/save" 2>&1 |
  while IFS= read -r line; do printf '%s %s\n' "$EPOCHREALTIME" "$line"; done >"$work/run.log"
/usr/bin/python3 - "$work" <<'EOF'
import glob, json, sys
work = sys.argv[1]
lines = [l.rstrip('\n').split(' ', 1) + [''] for l in open(f'{work}/run.log', encoding='utf-8', errors='replace')]
# The save folder's file holds a line `<language>\t<score JSON>` per language scored.
scores = {}
for path in glob.glob(f'{work}/save/*'):
    for l in open(path, encoding='utf-8'):
        if '\t' in l: scores[l.split('\t')[0]] = json.loads(l.split('\t', 1)[1])
# The first line is the harness's shuffled list of languages, printed as it starts.
previous, total = float(lines[0][0]), 0.0
print(f"{'language':<13} {'samples':>7} {'passed':>7} {'official s':>10}")
for stamp, text, *_ in lines:
    if not text.startswith('Lang: '): continue
    language, seconds = text[len('Lang: '):], float(stamp) - previous
    previous, total = float(stamp), total + seconds
    s = scores.get(language, {})
    print(f"{language:<13} {s.get('total_count', '?'):>7} {s.get('correct', '?'):>7} {seconds:>10.1f}")
print(f"{'all':<13} {'':>7} {'':>7} {total:>10.1f}")
EOF
