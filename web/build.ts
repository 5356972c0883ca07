/** `npm run build:web`: the app (Vite) and the runtime worker (esbuild) into web/dist. */
import { buildIfNeeded } from './serve-web.ts';

await buildIfNeeded((s) => console.log(s));
