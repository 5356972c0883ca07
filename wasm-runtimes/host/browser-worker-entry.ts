/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { sealWorkerScope } from './seal-worker-scope.ts';
import { urlAssets } from './url-assets.ts';
import { createWorkerApi } from './worker-api.ts';

/** A Web Worker serving one runtime; assets come from the app's own origin (`assetBase`). */
sealWorkerScope(globalThis);
Comlink.expose(createWorkerApi((base) => urlAssets(base ?? '/runtime-assets/')));
