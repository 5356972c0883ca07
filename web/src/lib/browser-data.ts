import type { DataSource, Manifest } from '@mcjudge/core';

/** data/ as served by `npm start` (`/data/...`): gzip files are decompressed in the browser. */
export function fetchDataSource(base = '/data/'): DataSource {
  const get = async (path: string) => {
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`cannot load ${base + path}: HTTP ${res.status}`);
    return res;
  };
  return {
    async readText(path) {
      const res = await get(path);
      if (!path.endsWith('.gz')) return res.text();
      return new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    },
    manifest: async () => (await (await get('manifest.json')).json()) as Manifest,
  };
}

/** A gzip or plain text file the user dropped. */
export async function readDroppedFile(file: File): Promise<string> {
  if (!file.name.endsWith('.gz')) return file.text();
  return new Response(file.stream().pipeThrough(new DecompressionStream('gzip'))).text();
}
