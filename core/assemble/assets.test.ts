import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { references, realTask } from '../../test/fixtures/load.ts';
import { getLanguage } from '../languages/index.ts';
import { assembleCanonical } from './assemble.ts';

describe("a task's reference files", () => {
  it("are where both of Common Lisp/14's tests read them in the default mode (generation: ../data/…, completion: data/… from work/), and nowhere in paper mode", async () => {
    const lisp = getLanguage('Common Lisp');
    const refs = await references();
    for (const [id, kind] of [['Common Lisp/14', 'generation'], ['Common Lisp/14-0-single', 'completion']] as const) {
      const task = await realTask(id, kind);
      const read = /"([^"]*file\.txt)"/.exec(task.test)![1];
      const paths = assembleCanonical(lisp, task, 'default', refs).assets.map((a) => a.path);
      // The program runs in work/ (its file is work/14.lisp).
      expect(paths, id).toContain(posix.normalize(posix.join('work', read)));
      expect(assembleCanonical(lisp, task, 'paper', refs).assets, id).toEqual([]);
    }
  });
});
