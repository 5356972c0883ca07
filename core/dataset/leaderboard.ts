import { z } from 'zod';
import { LANGUAGES } from '../languages/index.ts';
import type { CompletionVariant, TaskKind } from '../types.ts';

/** The paper's published per-language Pass@1 (leaderboard JSON in data/paper/). */
export const LEADERBOARD_FILES: readonly { file: string; kind: TaskKind; variant?: CompletionVariant }[] = [
  { file: 'paper/code_complete.json', kind: 'generation' },
  { file: 'paper/code_expalin.json', kind: 'explanation' },
  { file: 'paper/code_infilling_single_line.json', kind: 'completion', variant: 'single' },
  { file: 'paper/code_infilling_multi_line.json', kind: 'completion', variant: 'multi' },
  { file: 'paper/code_infilling_span.json', kind: 'completion', variant: 'span' },
  { file: 'paper/code_infilling_light_span.json', kind: 'completion', variant: 'light' },
];

const LeaderboardSchema = z.object({
  performances: z.array(z.object({ model: z.string() }).catchall(z.union([z.number(), z.string()]))),
});

export interface PublishedModel {
  model: string;
  /** The leaderboard's average. */
  average?: number;
  /** Pass@1 (0..1) by dataset language name; languages the model was not scored on are absent. */
  byLanguage: Record<string, number>;
}

/** Parses one leaderboard file, mapping its short keys (Clisp, TS, VimL, ...) to dataset names. */
export function parseLeaderboard(text: string): PublishedModel[] {
  const data = LeaderboardSchema.parse(JSON.parse(text));
  const byKey = new Map(LANGUAGES.map((l) => [l.leaderboardKey, l.name]));
  return data.performances.map((p) => {
    const byLanguage: Record<string, number> = {};
    for (const [k, v] of Object.entries(p)) {
      if (k === 'model' || k === 'AVG' || typeof v !== 'number') continue;
      const name = byKey.get(k);
      if (!name) throw new Error(`leaderboard key "${k}" (model ${p.model}) is no language of the registry`);
      byLanguage[name] = v;
    }
    return { model: p.model, average: typeof p.AVG === 'number' ? p.AVG : undefined, byLanguage };
  });
}
