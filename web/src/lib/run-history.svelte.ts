import { deleteRun, listRuns, putRun, type SavedRun } from './run-store.ts';

/** The saved runs as the page shows them (newest first), kept in step with IndexedDB. */
export class RunHistory {
  runs = $state.raw<SavedRun[]>([]);
  loaded = $state(false);
  error = $state('');

  async load(): Promise<void> {
    try {
      this.runs = await listRuns();
    } catch (e) {
      this.error = `saved runs cannot be read: ${(e as Error).message}`;
    }
    this.loaded = true;
  }

  get(id: string): SavedRun | undefined {
    return this.runs.find((r) => r.id === id);
  }

  async save(run: SavedRun): Promise<void> {
    try {
      await putRun(run);
      this.runs = [run, ...this.runs.filter((r) => r.id !== run.id)].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    } catch (e) {
      this.error = `the run could not be saved: ${(e as Error).message}`;
    }
  }

  async rename(id: string, name: string): Promise<void> {
    const run = this.get(id);
    if (run && name.trim() && name !== run.name) await this.save({ ...run, name: name.trim() });
  }

  async remove(id: string): Promise<void> {
    await deleteRun(id);
    this.runs = this.runs.filter((r) => r.id !== id);
  }
}
