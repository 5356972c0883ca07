import { ByteSink, OutputCapture } from '../output-capture.ts';
import type { Job, StepOutput, WasmRuntime } from '../runtime.ts';
import { unsupportedMessages, unsupportedSource } from './hand-on-rules.ts';
import { END_MARKER_COMMAND, readVimFiles, runVim, type VimFiles } from './vim-instance.ts';

/**
 * Runs a VimScript program as the recipe's command line runs it (`vim -u NONE ... --cmd "source N.vim"`,
 * with `-es` in the default mode and without it in paper mode), in vim-wasm: Vim 8.2.0055 compiled to
 * WebAssembly, a fresh instance per program. Vim's own exit status is the result (`:cquit` 1, `:exit` 0,
 * silent Ex mode adding 1 after any error), and what Vim writes to stdout and stderr is captured. Three
 * commands are added around the program's: `cd /box` (the program's folder), a `:redir` of every message
 * to a file (read after the run, for the message rules; in `-es` mode Vim prints nothing), and an end
 * marker after the last one, which runs only when the program did not quit Vim (the native vim would then
 * wait on stdin: handed on). What Vim 8.2 in WebAssembly cannot run as the native Vim 9.0 does is handed
 * on by the rules in hand-on-rules.ts.
 */

let files: VimFiles;

const MESSAGES = '/mcjudge/messages';

export const runtime: WasmRuntime = {
  async load(assets) {
    files = await readVimFiles(assets);
    // Exits 0 only in the Vim this runtime describes.
    const out = await runOnce(['-u', 'NONE', '-i', 'NONE', '-n', '-N', '-es', '--cmd', 'if v:version != 802 || !has("patch-8.2.0055") || has("patch-8.2.0056") | cquit | endif', '--cmd', 'qall!'], {}, 1 << 10);
    if (out.exitCode !== 0) throw new Error(`vim-wasm did not start as Vim 8.2.0055: ${JSON.stringify(out)}`);
    return 'Vim 8.2.0055 (vim-wasm 0.0.13)';
  },
  async run(job: Job): Promise<StepOutput> {
    const lacking = unsupportedSource(job.files.map((f) => f.text).join('\n'));
    if (lacking) return new OutputCapture(job.outputCap).finish({ exitCode: null, unavailable: lacking });
    const argv = job.argv ?? ['vim', '-u', 'NONE', '-i', 'NONE', '-n', '-N', '-es', '--cmd', `source ${job.main}`];
    const program = Object.fromEntries(job.files.map((f) => [`/box/${f.path}`, f.text]));
    return runOnce(argv.slice(1), program, job.outputCap);
  },
};

async function runOnce(args: string[], program: Record<string, string>, outputCap: number): Promise<StepOutput> {
  const out = new OutputCapture(outputCap);
  // Without -es (paper mode) the native vim, with no TERM and its output a pipe, writes its messages to
  // stdout as to a terminal; vim-wasm writes them to stderr before its GUI starts.
  const onScreen = !args.includes('-es');
  const stdout = new ByteSink('stdout');
  // One sink for both in paper mode, so that the bytes keep their order.
  const stderr = onScreen ? stdout : new ByteSink('stderr');
  stdout.target = stderr.target = out;
  const finish = (end: { exitCode: number | null; unavailable?: string }) => {
    stdout.flush();
    stderr.flush();
    return out.finish(end);
  };
  const { end, readFile } = await runVim(files, {
    args: ['--cmd', 'cd /box', '--cmd', `redir! > ${MESSAGES}`, ...args, '--cmd', END_MARKER_COMMAND],
    files: program,
    dirs: ['/box', MESSAGES.slice(0, MESSAGES.lastIndexOf('/'))],
    stdout: (b) => stdout.push(b),
    stderr: (b) => stderr.push(b),
  });
  if (end.kind === 'reached-end') return finish({ exitCode: null, unavailable: 'its commands end without quitting Vim, where the native vim would go on to read commands from its (empty) input' });
  if (end.kind === 'read-input') return finish({ exitCode: null, unavailable: 'it makes Vim read input (a hit-enter or more prompt after many messages, input()), where the native vim, its output a pipe, waits until its time runs out' });
  if (end.kind === 'crash') return finish({ exitCode: null, unavailable: `vim-wasm stopped with ${end.message.split('\n')[0].slice(0, 200)}` });
  const messages = readFile(MESSAGES) ?? '';
  const lacking = unsupportedMessages(messages) ?? (onScreen ? fillsTheScreen(messages) : undefined);
  if (lacking) return finish({ exitCode: null, unavailable: lacking });
  return finish({ exitCode: end.status & 0xff });
}

/**
 * The native vim's screen is 24 rows of 80 columns; messages that fill it (24 one-row messages did,
 * 23 did not) stop at a more prompt, where the native vim, its output a pipe, waits until its time runs
 * out. vim-wasm shows no prompt. Counted with a margin (every line, empty ones too, wide characters as two cells, and an error's
 * "Error detected while processing" header as two rows: the native one names more), so any program near the prompt is handed on.
 */
export function fillsTheScreen(messages: string): string | undefined {
  const rows = messages
    .split('\n')
    .reduce((sum, line) => sum + (line.startsWith('Error detected while processing') ? 2 : Math.max(1, Math.ceil(cells(line) / SCREEN_COLUMNS))), 0);
  return rows >= SCREEN_ROWS - 6 ? `it prints ${rows} rows of messages, near the native vim's more prompt (a screen of ${SCREEN_ROWS} rows), where it would wait for input until its time runs out` : undefined;
}

/** Screen cells of a line: a wide character (CJK, most emoji) takes two, as on the native vim's terminal. */
function cells(line: string): number {
  let n = 0;
  for (const ch of line) n += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{1f300}-\u{1faff}\u{20000}-\u{3fffd}]/u.test(ch) ? 2 : 1;
  return n;
}

const SCREEN_ROWS = 24;
const SCREEN_COLUMNS = 80;
