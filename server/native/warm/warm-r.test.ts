import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, loadDataset, type Program } from '@mcjudge/core';
import { distinctPrograms } from '../../../test/fixtures/dataset-programs.ts';
import { verdictShape, warmAndCold } from '../../../test/fixtures/warm-vs-cold.ts';
import { expectIsolated } from '../../../test/fixtures/zygote-isolation.ts';
import { diskDataSource } from '../../data/disk-data.ts';
import { Sandbox } from '../../sandbox/sandbox.ts';
import { resolveTool } from '../tool-lookup.ts';
import { WarmR } from './warm-r.ts';

/**
 * `Rscript N.R` from the zygote (warm-r.ts) against the real Rscript, both through the sandboxed
 * executor: every step's exit status, signal, stdout and stderr, and the verdict in both modes, must be
 * the same. With MCJUDGE_FULL_PROOF=1 every distinct R program of the dataset (canonical and broken,
 * every task kind and mode, the three answer forms of every generation task); by default the first 5
 * generation tasks' canonical and broken programs. The special ones always.
 */
const r = getLanguage('R');
const fullProof = process.env.MCJUDGE_FULL_PROOF === '1';
const available = r.tools.every((t) => resolveTool(t));
const sandbox = available ? await Sandbox.start({ slots: 2 }).catch(() => undefined) : undefined;
const dataset = await loadDataset(diskDataSource(), { languages: [r], kinds: fullProof ? undefined : ['generation'] });

function special(text: string, i: number, timeoutMs = 20_000): Program {
  const file = `${i}.R`;
  return { language: 'R', taskId: `R/special-${i}`, files: [{ path: file, text }], assets: [], source: text, steps: [{ name: 'run', argv: ['Rscript', file], timeoutMs }] };
}

/**
 * What Rscript does with a file: each top-level expression in turn, visible values printed, errors
 * with their calls, warnings (deferred to the end, or too many), a syntax error after output, quit with
 * a status and `.Last`, the command line, the session's state at start, the temporary folder, stdin,
 * output at the cap's edge, deep recursion, files without a final newline or with CRLF.
 */
const specials: Program[] = [
  special('print(1+1)\ncat("hi\\n")\nx <- 3\nx\ninvisible(7)\nf <- function(v) g(v)\ng <- function(v) stop("bad value: ", v)\nf(2)\ncat("not reached\\n")\n', 1),
  special('warning("top")\nh <- function() { warning("inside"); 1 }\nh()\nfor (i in 1:12) warning(paste("w", i))\nmessage("to stderr")\nprint(data.frame(a = 1:3, b = c("x", "y", "z")))\n', 2),
  special('.Last <- function() cat("last ran\\n")\ncat("partial")\nquit(status = 3)\ncat("never")\n', 3),
  special('cat("before\\n")\nx <- c(1, 2\ny <- 1\ncat("after\\n")\n', 4),
  special('print(commandArgs())\nprint(interactive())\nprint(ls(all.names = TRUE))\nprint(.Last.value)\nprint(search())\nprint(sort(loadedNamespaces()))\nprint(names(getLoadedDLLs()))\nprint(getwd())\nprint(list.files(all.files = TRUE))\nprint(file.exists(tempdir()))\nf <- tempfile(fileext = ".txt")\nwriteLines("kept", f)\nprint(readLines(f))\nprint(basename(dirname(f)) == basename(tempdir()))\nprint(Sys.getenv())\nprint(exists(".Random.seed"))\nprint(options()$warn)\nprint(Sys.getlocale())\n', 5),
  special('x <- readLines(file("stdin"))\nprint(x)\nprint(nchar(readline("prompt> ")))\n', 6),
  special('cat(strrep("x", 70000))\ncat("err\\n", file = stderr())\nstop(structure(class = c("custom", "error", "condition"), list(message = "custom condition", call = NULL)))\n', 7),
  special('f <- function(n) if (n == 0) 0 else 1 + f(n - 1)\nprint(f(1000))\nprint(f(1e5))\n', 8),
  special('set.seed(42)\nprint(sample(10))\nprint(round(rnorm(3), 4))\ncat("no final newline")', 9),
  special('cat("crlf\\n")\r\nprint(nchar("\u00e9t\u00e9"))\r\ny <- tryCatch(stop("caught"), error = function(e) conditionMessage(e))\r\nprint(y)\r\n', 10),
  special('stopifnot(all.equal(sum(1:10), 55))\nstopifnot("must hold" = 1 == 2)\n', 11),
  special('q("no", 5, FALSE)\n', 12),
  special('suppressWarnings(as.integer("x"))\nas.integer("y")\nprint(warnings())\ncat(sprintf("%5.2f|%-4s|%e\\n", pi, "a", 12345.678))\nprint(list(a = 1, b = list(c = "d")))\nprint(matrix(1:6, 2))\nprint(factor(c("lo", "hi", "lo")))\nprint(Sys.Date() > as.Date("2000-01-01"))\n', 13),
];

const firstTasks = dataset.all().filter((t) => t.kind === 'generation' && t.language === r.name).slice(0, 5);
const programs: Program[] = fullProof
  ? distinctPrograms(r, dataset)
  : firstTasks.flatMap((t) => [assembleCanonical(r, t, 'default', dataset.references), assembleBroken(r, t, 'paper', dataset.references)]);

/**
 * What R prints that differs between any two runs of Rscript: its temporary folder's random name, and
 * the C stack usage it reports when recursion goes too deep (measured from where the kernel put the
 * stack, which moves from run to run: 7974292, 7979316 and 7978724 in three runs of one program).
 */
const sameRun = (text: string) => text.replace(/Rtmp[A-Za-z0-9]{6}/g, 'RtmpXXXXXX').replace(/C stack usage +\d+ is too close/g, 'C stack usage N is too close');

describe.skipIf(!available || !sandbox)('Rscript from the zygote', () => {
  let both: ReturnType<typeof warmAndCold>;
  beforeAll(() => {
    both = warmAndCold(sandbox, verdictShape(sameRun));
  });
  afterAll(async () => {
    await both?.close();
    await sandbox?.close();
  });

  it('gives each program a sandbox of its own: nothing a program leaves reaches the next, and a program that starts a process is handed on', { timeout: 120_000 }, async () => {
    const service = new WarmR(resolveTool(r.tools[0])!.path, sandbox!);
    try {
      await expectIsolated(service, {
        file: '1.R', args: ['1.R'],
        leaves: 'for (d in c("/box", "/tmp", "/dev/shm")) writeLines("x", file.path(d, "left"))\nassign("leftover", 1, envir = globalenv())\ncat(sort(as.integer(Filter(function(p) grepl("^[0-9]+$", p), list.files("/proc")))), "\\n")\n',
        seesPids: '1 2 \n',
        // R's temporary folder is there, as R made it at its start.
        next: 'print(file.exists(file.path(c("/box", "/tmp", "/dev/shm"), "left")))\nprint(list.files("/box"))\nprint(exists("leftover"))\nprint(file.exists(tempdir()))\n',
        findsNothing: '[1] FALSE FALSE FALSE\n[1] "1.R"\n[1] FALSE\n[1] TRUE\n',
        // Its own process (R's own, at its end, are allowed for).
        startsProcess: 'invisible(system("true"))\n',
        printsStatus: 'l <- readLines("/proc/self/status")\ncat(grep("^(CapEff|CapBnd|NoNewPrivs|Seccomp):", l, value = TRUE), sep = "\\n")\n',
        draws: 'cat(sample.int(1e9, 1))\n',
        killsItself: 'tools::pskill(Sys.getpid(), 9)\n',
        sleeps: 'Sys.sleep(30)\n',
        after: 'cat("after\\n")\n',
      });
      expect(WarmR.serves(['1.R'], true)).toBe(true);
      expect(WarmR.serves(['1.R'], false)).toBe(false);
      expect(WarmR.serves(['-e', '1'], true)).toBe(false);
      expect(WarmR.serves(['sub/1.R'], true)).toBe(false);
      expect(WarmR.serves(['a b.R'], true)).toBe(false);
    } finally {
      service.close();
    }
  });

  it(`gives ${fullProof ? 'every R program' : "the first 5 tasks' canonical and broken programs"} and the special ones the real Rscript's steps and verdicts`, { timeout: 3_600_000 }, async () => {
    const all = [...programs, ...specials];
    const counts = await both.expectAllSame(all, r);
    console.log(`Rscript from the zygote against Rscript: ${JSON.stringify(counts)}`);
    expect(counts.programs).toBe(all.length);
    expect(counts.failed).toBeGreaterThanOrEqual(8);
    expect(counts.passed).toBeGreaterThanOrEqual(8);
  });
});
