import { parseArgs } from 'node:util';
import { evaluateCommand } from './commands/evaluate.ts';
import { generateCommand } from './commands/generate.ts';
import { inspectCommand } from './commands/inspect.ts';
import { languagesCommand } from './commands/languages.ts';
import { runCommand } from './commands/run.ts';
import { selftestCommand } from './commands/selftest.ts';
import { serveCommand } from './commands/serve.ts';
import { workerCommand } from './commands/worker.ts';
import { UsageError } from './options.ts';

export const USAGE = `mcjudge: score code LLMs on McEval

  mcjudge evaluate [--samples <file|dir>] [--task generation|explanation|completion]
                   [--languages a,b] [--executor auto|native|remote] [--server URL]
                   [--jobs N] [--mode default|paper] [--out <dir>] [--no-compare]
                   [--server-retry SECONDS]
      Extract, assemble, run and judge model outputs (McEval's JSONL with raw_generation, or
      {task_id, completion}). Writes <out>/results.jsonl (appended; a rerun resumes) and
      <out>/summary.json. Without --samples it scores the embedded official C examples.
      The default mode fixes the official harness's bugs and also runs the official pipeline
      to report which verdicts that changed (--no-compare skips it). Every result that did not
      pass keeps the deciding step's name, exit code or signal and the last 2 KB of its output.
      Exit 3 when samples never ran (infra_error, such as a server that stayed unreachable for
      --server-retry seconds, default 120): the same command again runs just those.
      --executor remote: the server runs the whole evaluation as a durable run and this command
      follows it into results.jsonl; the run goes on if the command stops, and the same command
      picks it up again (<out>/server-run.json names it).

  mcjudge generate --endpoint URL --model NAME --out <dir> [--api-key-env VAR]
                   [--task generation|explanation|completion] [--kinds single,multi,span,light]
                   [--languages a,b] [--limit N] [--n 1] [--temperature 0] [--top-p 0.95]
                   [--max-tokens 1024] [--system TEXT] [--chat|--completions] [--concurrency 8]
                   [--timeout SECONDS] [--retries N]
      Ask an OpenAI-compatible endpoint (vLLM, Ollama, llama.cpp, SGLang, TGI, hosted APIs)
      McEval's questions, with McEval's own prompts (the record's instruction as one user message;
      explanation in its two stages) and greedy sampling by default. Writes McEval-format JSONL to
      <out>, one file per kind and language (<kind>[_<variant>]_<language>.jsonl), appended as
      answers arrive, and <out>/generate.json (model, parameters, prompt template and dataset
      hashes, token usage; never the key). A rerun with the same --out asks only for the missing
      answers. The key is read from the environment variable named by --api-key-env (none: no
      key is sent). The first request goes alone: a wrong URL, model or key stops the run there.
      429, 5xx, timeouts (--timeout, default 600) and dropped connections are retried with
      backoff (--retries, default 8; Retry-After obeyed). Empty and refused answers are written
      (scored extract_error). --completions: the completions API (base models; generation sends
      the record's prompt). --limit N: the first N tasks per language and kind. Ctrl-C stops
      cleanly; exit 130. Exit 3 when some answers could not be had (run again for those).

  mcjudge run --endpoint URL --model NAME --out <dir> [generate's options] [evaluate's options]
      generate into <out>/answers and judge each answer as soon as it is written (at most --jobs at
      once), into <out>: the same table, results.jsonl and summary.json (with the generate.json
      record) as evaluate. Rerun to resume both.

  mcjudge inspect <out> <task_id> [--generation N] [--task kind] [--samples <file>]
      One sample of a run: its raw answer, the extracted code, the assembled program (files and
      commands), the outputs and the verdict, from <out>/results.jsonl, the samples file and the
      dataset (extracted and assembled again in the run's mode). --samples if the file moved.

  mcjudge selftest [--languages a,b] [--task generation|explanation|completion]
                   [--executor auto|native|remote] [--server URL] [--jobs N]
                   [--mode default|paper] [--out <dir>] [--limit N]
      Every canonical solution must pass and a broken variant must fail: checks this machine's
      runtimes. Writes <out>/selftest.json and <out>/results.jsonl. Exit 2 when a check fails
      that the registry does not explain (a dataset bug, an older toolchain release); exit 3
      when programs never ran (infra_error).
      --limit N: only the first N tasks of each language, a quick check of every toolchain.

  mcjudge serve [--port N (default $PORT or 8080)] [--host 127.0.0.1] [--jobs N] [--cors-origin URL]
                [--redis URL [--api-only] [--languages a,b] [--stalled-interval SECONDS]]
      The HTTP API (/api/v1/health, languages, execute, evaluate, runs) over the sandboxed toolchains.
      Runs (POST /api/v1/runs) go on without the client. With --redis (also MCJUDGE_REDIS) runs are
      kept in Redis and any API process resumes them, so a restart loses nothing, and programs go to
      the workers' queues (mcjudge worker); this process's --jobs slots serve the queues of its
      installed --languages too, unless --api-only.
      MCJUDGE_TOKEN set: every call but health needs "Authorization: Bearer <token>". Bound beyond
      loopback without one, the server makes one up and prints it. Other origins: --cors-origin.

  mcjudge worker --redis URL [--slots N] [--languages a,b] [--stalled-interval SECONDS]
                 [--unsafe-no-sandbox]
      Takes programs from the Redis queues (BullMQ, one per language) of every language this
      host can run and runs them in the sandbox, at most --slots at once (default: cores);
      prints its languages and runtimes, and keeps its entry in the worker registry fresh.
      Start one on each machine with toolchains. Identical programs run once (a job's id is
      the program's hash); a worker killed mid-job loses its jobs to the others within about
      3 x --stalled-interval (default 30). SIGTERM/SIGINT: stops taking jobs, kills its running
      programs (their jobs go back to the queue) and exits within a few seconds.
      Also MCJUDGE_REDIS for the URL, MCJUDGE_REDIS_PREFIX for the key prefix (default mcjudge).

  Executors: native runs the toolchains installed here, each process in a bubblewrap sandbox
  (no network, read-only system, memory/process/time/file limits); remote sends programs to
  --server (MCJUDGE_TOKEN for its token); auto = native, then the server for the rest.
  --unsafe-no-sandbox runs programs bare: for trusted code on hosts without bubblewrap.

  mcjudge languages [--json]
      The 40 languages, their runtimes here and toolchain versions (--json: the manifest).
`;

/** Runs the CLI; returns the exit code (never throws for user errors). */
export async function main(argv: string[], log?: (s: string) => void): Promise<number> {
  // A progress bar only when writing to a terminal ourselves; a caller's log gets plain lines.
  const tty = log === undefined && Boolean(process.stderr.isTTY);
  // The inspect report is the command's output: stdout, unless the caller collects lines.
  const print = log ?? ((s: string) => process.stdout.write(s + '\n'));
  log ??= (s) => process.stderr.write(s + '\n');
  const [command, ...rest] = argv;
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        samples: { type: 'string' },
        task: { type: 'string' },
        languages: { type: 'string' },
        executor: { type: 'string' },
        jobs: { type: 'string' },
        mode: { type: 'string' },
        out: { type: 'string' },
        'no-compare': { type: 'boolean' },
        'unsafe-no-sandbox': { type: 'boolean' },
        server: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        json: { type: 'boolean' },
        limit: { type: 'string' },
        generation: { type: 'string' },
        'server-retry': { type: 'string' },
        'cors-origin': { type: 'string' },
        redis: { type: 'string' },
        'api-only': { type: 'boolean' },
        slots: { type: 'string' },
        'stalled-interval': { type: 'string' },
        endpoint: { type: 'string' },
        model: { type: 'string' },
        'api-key-env': { type: 'string' },
        kinds: { type: 'string' },
        n: { type: 'string' },
        temperature: { type: 'string' },
        'top-p': { type: 'string' },
        'max-tokens': { type: 'string' },
        system: { type: 'string' },
        chat: { type: 'boolean' },
        completions: { type: 'boolean' },
        concurrency: { type: 'string' },
        timeout: { type: 'string' },
        retries: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
    if (command !== 'inspect' && positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    if (values.help || !command || command === 'help' || command === '--help' || command === '-h') {
      process.stdout.write(USAGE);
      return command ? 0 : 1;
    }
    switch (command) {
      case 'evaluate':
        return await evaluateCommand(values, log, tty);
      case 'generate':
        return await generateCommand(values, log, tty);
      case 'run':
        return await runCommand(values, log, tty);
      case 'selftest':
        return await selftestCommand(values, log, tty);
      case 'serve':
        return await serveCommand(values, log);
      case 'worker':
        return await workerCommand(values, log);
      case 'inspect':
        return await inspectCommand(positionals, values, print);
      case 'languages':
        return await languagesCommand(log, values.json);
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      log(`mcjudge: ${(e as Error).message}\n\n${USAGE}`);
      return 64;
    }
    log(`mcjudge: ${(e as Error).message}`);
    return 1;
  }
}
