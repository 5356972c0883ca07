import type { Language } from '../../languages/language.ts';
import type { Task } from '../../types.ts';

export interface OfficialExtraction {
  /** The exact text the official harness writes (or, for AWK, runs). */
  program: string;
  /** Set when the extractor returned None or raised: the harness then uses the program "1234". */
  fallback?: string;
}

/** Runs a language's official extractor with the harness's catch-all: None or an exception -> "1234". */
export function runOfficialExtractor(language: Language, answer: string, task: Task): OfficialExtraction {
  try {
    const program = language.official(answer, task);
    if (program === null) return { program: '1234', fallback: 'the official extractor returned None' };
    return { program };
  } catch (e) {
    return { program: '1234', fallback: `the official extractor raised: ${(e as Error).message}` };
  }
}
