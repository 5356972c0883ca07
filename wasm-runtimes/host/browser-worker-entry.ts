/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { urlAssets } from './url-assets.ts';
import { createWorkerApi } from './worker-api.ts';

/** A Web Worker serving one runtime; assets come from the app's own origin (`assetBase`). */
Comlink.expose(createWorkerApi((base) => urlAssets(base ?? '/runtime-assets/')));
