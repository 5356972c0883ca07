import { makeExecutor, serverLanguages, type ServerSetting } from './executors.ts';

const STORAGE_KEY = 'mcjudge.server';

/**
 * The optional `mcjudge serve` server, shared by every view: Evaluate (where it is set and checked) and
 * Explore route programs through it the same way (executors.ts, core's RouterExecutor).
 */
export class ServerConnection {
  setting = $state<ServerSetting>({ url: '', token: '' });
  /** The languages the server runs; undefined when no server is set or it does not answer. */
  languages = $state.raw<Set<string> | undefined>(undefined);
  status = $state('');
  private checks = 0;

  constructor() {
    const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
    this.setting = saved ? JSON.parse(saved) : { url: typeof location !== 'undefined' ? location.origin : '', token: '' };
  }

  /** Asks the server which languages it runs (an older answer never overwrites a newer one). */
  async check(): Promise<void> {
    const setting = { url: this.setting.url, token: this.setting.token };
    const mine = ++this.checks;
    if (!setting.url) {
      this.languages = undefined;
      this.status = 'no server: only the languages this browser runs';
      return;
    }
    this.status = 'checking…';
    try {
      const languages = await serverLanguages(setting);
      if (mine !== this.checks) return;
      this.languages = languages;
      this.status = `ok: the server runs ${languages.size} languages`;
      localStorage.setItem(STORAGE_KEY, JSON.stringify(setting));
    } catch (e) {
      if (mine !== this.checks) return;
      this.languages = undefined;
      this.status = (e as Error).message;
    }
  }

  /** WASM first, then the server when it is set and answered. */
  executor() {
    return makeExecutor(this.setting, !!this.languages);
  }
}
