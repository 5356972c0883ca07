import type { SampleResult } from '@mcjudge/core';
import { ENDED, type RunRecord, type RunStore } from './run-store.ts';

/** Results read from the store per page, and how often a followed run is looked at again. */
const PAGE = 500;
const FOLLOW_POLL_MS = 200;

export type FollowedEvent =
  | { event: 'result'; index: number; result: SampleResult; record: RunRecord | undefined }
  /** The run ended (or `follow` is off and what is stored has been read): the last record seen. */
  | { event: 'ended'; record: RunRecord | undefined; offset: number }
  /** Nothing new since the last look; the run goes on (only while following). */
  | { event: 'idle'; record: RunRecord };

export interface FollowOptions {
  /** Keep reading until the run ends (otherwise stop after what is stored now). */
  follow: boolean;
  /** Stop reading (the reader went away, or the server is stopping). */
  stop?: AbortSignal;
}

/**
 * A run's results from offset `after`, in recording order, read from the store as they are recorded,
 * then `ended`. Written once for `GET /runs/:id/results` and `POST /evaluate`.
 */
export async function* followRun(store: RunStore, id: string, after: number, options: FollowOptions): AsyncGenerator<FollowedEvent> {
  let offset = after;
  while (!options.stop?.aborted) {
    // The state first: a run that ended before this read has every result in the store already.
    const record = await store.get(id);
    const page = await store.results(id, offset, PAGE);
    for (const result of page) yield { event: 'result', index: offset++, result, record };
    if (page.length === PAGE) continue;
    if (!record || ENDED.includes(record.state) || !options.follow) {
      yield { event: 'ended', record, offset };
      return;
    }
    yield { event: 'idle', record };
    await new Promise((r) => setTimeout(r, FOLLOW_POLL_MS));
  }
}
