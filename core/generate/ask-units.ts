import { runPool } from '../pipeline/pool.ts';
import type { TaskKind } from '../types.ts';
import { answerLine, stage2Line, type Answer } from './answer-line.ts';
import { modelPrompt, taskText, type Api, type ModelPrompt } from './prompt.ts';
import type { Unit } from './resume.ts';
import { GaveUp } from './retry.ts';
import { stage2Instruction } from './stage2-instruction.ts';

/** How a run's questions are put: which task, through which API, with which system message. */
export interface Asking {
  task: TaskKind;
  api: Api;
  /** The system message (chat only); undefined: none. */
  system?: string;
}

/** Asks one request (with its retries); GaveUp when given up, the signal's reason when aborted. */
export type Ask = (prompt: ModelPrompt, unit: Unit, probe: boolean, signal: AbortSignal) => Promise<Answer>;

/**
 * One answer's requests and its scored line. Explanation asks stage 1 (unless the unit carries its
 * answer), hands its line to `onStage1`, then asks the stage-2 instruction built from it
 * (docs/generation.md#explanation); the other kinds ask once. An empty or refused answer is a line like
 * any other.
 */
export async function answerUnit(
  unit: Unit,
  asking: Asking,
  ask: (prompt: ModelPrompt) => Promise<Answer>,
  onStage1?: (line: Record<string, unknown>) => void | Promise<void>,
): Promise<Record<string, unknown>> {
  const { task, record } = unit.source;
  const prompt = (text: string) => modelPrompt(text, asking.api, asking.system);
  if (asking.task !== 'explanation') return answerLine(record, unit.sample, await ask(prompt(taskText(task, asking.api))));
  let docstring = unit.stage1;
  if (docstring === undefined) {
    const first = await ask(prompt(taskText(task, asking.api)));
    await onStage1?.(answerLine(record, unit.sample, first));
    docstring = first.text;
  }
  const instruction = stage2Instruction(task, docstring);
  return stage2Line(record, unit.sample, docstring, instruction, await ask(prompt(instruction)));
}

export interface AskUnitsOptions extends Asking {
  /** Requests in flight at once after the first. */
  concurrency: number;
  ask: Ask;
  /**
   * Aborted by the caller to stop (Ctrl-C, a Cancel button): no new request starts, and those in flight
   * are aborted (their answers are dropped). The run aborts it too when the endpoint refuses every
   * request. The caller owns it so that it can size its listeners (Node warns past 10).
   */
  halt: AbortController;
  /** Awaited before each answer is asked (a pause waits here); false asks no more. */
  gate?: () => boolean | Promise<boolean>;
  /** The first answer is in, before any other request is sent: the endpoint works. */
  onFirstAnswer?: () => void | Promise<void>;
  /** Explanation's stage-1 line, as soon as it is in. */
  onStage1?: (unit: Unit, line: Record<string, unknown>) => void | Promise<void>;
  /** Each scored line (McEval's format), as it arrives. */
  onAnswer: (unit: Unit, line: Record<string, unknown>) => void | Promise<void>;
  /** An answer given up on (retries spent, or a 4xx for that request alone); the run goes on. */
  onGaveUp?: (unit: Unit, error: GaveUp) => void | Promise<void>;
}

export interface AskUnitsOutcome {
  /** Every answer in; some given up on; stopped by the caller; or stopped because the endpoint refuses every request. */
  outcome: 'complete' | 'incomplete' | 'interrupted' | 'endpoint_error';
  /** endpoint_error: the request that stopped the run. */
  error?: GaveUp;
  /** False when the run ended at its first request (no answer came). */
  firstAnswered: boolean;
  answers: number;
  failed: number;
}

/**
 * Asks for every unit (docs/generation.md#talking-to-the-endpoint): the first alone (`probe`), so that
 * a wrong URL, model or key stops the run before thousands of requests fail the same way; then at
 * most `concurrency` at once. A request given up on is counted and left out; a fatal one (a revoked
 * key, an unloaded model) stops the run. Errors other than GaveUp are thrown.
 */
export async function askUnits(units: readonly Unit[], o: AskUnitsOptions): Promise<AskUnitsOutcome> {
  const { halt } = o;
  let answers = 0;
  let failed = 0;
  let fatal: GaveUp | undefined;
  let gateClosed = false;
  const answer = async (unit: Unit, probe: boolean) => {
    const line = await answerUnit(
      unit,
      o,
      (prompt) => o.ask(prompt, unit, probe, halt.signal),
      o.onStage1 && ((l) => o.onStage1!(unit, l)),
    );
    answers++;
    await o.onAnswer(unit, line);
  };
  const outcome = (firstAnswered: boolean): AskUnitsOutcome => {
    if (fatal) return { outcome: 'endpoint_error', error: fatal, firstAnswered, answers, failed };
    if (halt.signal.aborted || gateClosed) return { outcome: 'interrupted', firstAnswered, answers, failed };
    return { outcome: failed ? 'incomplete' : 'complete', firstAnswered, answers, failed };
  };
  if (!units.length) return outcome(false);

  if (o.gate && !(await o.gate())) {
    gateClosed = true;
    return outcome(false);
  }
  try {
    await answer(units[0], true);
  } catch (e) {
    if (halt.signal.aborted) return outcome(false);
    if (!(e instanceof GaveUp)) throw e;
    // Whatever failed the first request, retries spent included, the next ones would meet it too.
    fatal = e;
    return outcome(false);
  }
  await o.onFirstAnswer?.();

  await runPool(units.slice(1) as Unit[], o.concurrency, async (unit) => {
    if (halt.signal.aborted || gateClosed) return;
    if (o.gate && !(await o.gate())) {
      gateClosed = true;
      return;
    }
    if (halt.signal.aborted) return;
    try {
      await answer(unit, false);
    } catch (e) {
      if (halt.signal.aborted) return;
      if (!(e instanceof GaveUp)) throw e;
      if (e.fatal) {
        fatal = e;
        halt.abort(new Error(e.reason));
        return;
      }
      failed++;
      await o.onGaveUp?.(unit, e);
    }
  });
  return outcome(true);
}
