import type { AssetSource } from '../runtime.ts';

/** Assets served by the app: `<base>/<package>/<path>` (the same layout as node_modules; never a CDN). */
export function urlAssets(base: string): AssetSource {
  const root = new URL(base.endsWith('/') ? base : base + '/', self.location.href);
  const locate = (pkg: string, path: string) => new URL(`${pkg}/${path}`, root).href;
  return {
    platform: 'browser',
    locate,
    importModule: (pkg, path) => import(/* @vite-ignore */ locate(pkg, path)),
    async bytes(pkg, path) {
      const res = await fetch(locate(pkg, path));
      if (!res.ok) throw new Error(`cannot load ${locate(pkg, path)}: HTTP ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}
