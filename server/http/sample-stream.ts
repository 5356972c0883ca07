import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Context } from 'hono';
import { parseSamples, type Sample } from '@mcjudge/core';
import type { ServerContext } from './context.ts';
import { BodyRefused, bodyChunks } from './request-body.ts';
import { refuse } from './request-admission.ts';

/** Lines parsed per turn of the event loop: big enough to be quick, small enough that /health still answers. */
const BATCH_CHARS = 128 * 1024;
/** A longer line is skipped unparsed (a problem): one JSON.parse of it would hold the event loop too long. */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;

export interface ParsedSamples {
  samples: Sample[];
  problems: { source: string; message: string }[];
}

/**
 * Parses a model-output JSONL file as it arrives, a batch of lines at a time with a turn of the event
 * loop between batches, so a 40 MB body never blocks other requests. The result is parseSamples' for
 * the whole text: the same samples (generations of a repeated task_id merged), problems with their line.
 */
export async function parseSampleStream(chunks: AsyncIterable<Uint8Array>, file: string): Promise<ParsedSamples> {
  const decoder = new TextDecoder('utf-8');
  const byId = new Map<string, Sample>();
  const problems: ParsedSamples['problems'] = [];
  let pending = '';
  let batch: string[] = [];
  let batchChars = 0;
  /** Lines before the current batch. */
  let linesBefore = 0;

  const flush = async () => {
    if (batch.length === 0) return;
    const parsed = parseSamples(batch.join('\n'), file);
    const shift = (source: string | undefined) => source?.replace(/:(\d+)$/, (_, n: string) => `:${Number(n) + linesBefore}`);
    for (const p of parsed.problems) problems.push({ source: shift(p.source)!, message: p.message });
    for (const s of parsed.samples) {
      const existing = byId.get(s.taskId);
      if (existing) existing.generations.push(...s.generations);
      else byId.set(s.taskId, { ...s, source: shift(s.source) });
    }
    linesBefore += batch.length;
    batch = [];
    batchChars = 0;
    await nextTurn();
  };

  /** The line being received is over MAX_LINE_CHARS: drop it up to its end. */
  let skipping = false;
  const reportLong = () =>
    problems.push({ source: `${file}:${linesBefore + batch.length + 1}`, message: `line longer than ${MAX_LINE_CHARS / 1024 / 1024} Mi characters: skipped` });
  const tooLong = () => {
    reportLong();
    pending = '';
    skipping = true;
  };

  const addText = async (text: string) => {
    const end = text.lastIndexOf('\n');
    if (end === -1) {
      if (!skipping) pending += text; // no line ends here: append, never re-split the line so far
      if (!skipping && pending.length > MAX_LINE_CHARS) tooLong();
      return;
    }
    const lines = (pending + text.slice(0, end)).split('\n');
    pending = text.slice(end + 1);
    if (skipping) {
      lines[0] = ''; // the end of the skipped line
      skipping = false;
    }
    for (const line of lines) {
      if (line.length > MAX_LINE_CHARS) {
        reportLong();
        batch.push('');
        continue;
      }
      batch.push(line);
      batchChars += line.length;
      if (batchChars >= BATCH_CHARS) await flush();
    }
    if (pending.length > MAX_LINE_CHARS) tooLong();
  };

  for await (const chunk of chunks) await addText(decoder.decode(chunk, { stream: true }));
  await addText(decoder.decode() + '\n');
  await flush();
  return { samples: [...byId.values()], problems };
}

/** A model-output file sent as a request body (/evaluate, /runs), read within its limits; a refusal is the answer. */
export async function readSampleBody(c: Context, ctx: ServerContext): Promise<ParsedSamples | Response> {
  try {
    return await parseSampleStream(bodyChunks(c.req.raw, { bytes: ctx.limits.evaluateBodyBytes, timeoutMs: ctx.limits.bodyTimeoutMs }), 'request body');
  } catch (e) {
    if (e instanceof BodyRefused) return refuse(c, e.status, e.message, { close: e.status === 408 });
    throw e;
  }
}
