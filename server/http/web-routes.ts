import { Hono } from 'hono';
import { crossOriginIsolation } from './cross-origin-isolation.ts';
import { appCachePolicy, fileResponse, fileUnder, runtimeAssets, staticFolder } from './routes/static-files.ts';

export interface WebAppOptions {
  /** The built app (web/dist): index.html, assets/, runtime-worker/. */
  dist: string;
  /** data/: the dataset, the bundled examples, the paper's scores. */
  dataDir: string;
  /** node_modules, and the packages whose files the browser runtimes load (wasm-runtimes' catalog). */
  nodeModules: string;
  runtimePackages: readonly string[];
}

/**
 * The web app's routes, cross-origin isolated (COOP/COEP, so workers get SharedArrayBuffer): the app,
 * `/data/` and `/runtime-assets/`. Everything is same-origin: no CDN.
 */
export function webRoutes(options: WebAppOptions, api?: Hono): Hono {
  const site = new Hono();
  site.use('*', crossOriginIsolation());
  site.route('/runtime-assets', runtimeAssets(options.nodeModules, options.runtimePackages));
  site.route('/data', staticFolder(options.dataDir, 'public, max-age=3600'));
  if (api) site.route('/', api);
  else site.all('/api/*', (c) => c.json({ error: 'this mcjudge serves the web app only: no sandbox on this host, so no native languages' }, 503));
  // The SVG favicon (web/public/favicon.svg) also answers the /favicon.ico browsers ask for by default.
  site.get('/favicon.ico', async (c) => {
    const found = await fileUnder(options.dist, 'favicon.svg');
    return found ? fileResponse(found.file, found.size, 'public, max-age=86400', c.req.header('accept-encoding'), found.mtimeMs) : c.notFound();
  });
  site.route('/', staticFolder(options.dist, appCachePolicy));
  return site;
}
