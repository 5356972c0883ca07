// Bootstrap of a runtime worker thread: the sources are TypeScript, run through tsx (as the CLI is).
import { register } from 'tsx/esm/api';

register();
await import('./node-worker-entry.ts');
