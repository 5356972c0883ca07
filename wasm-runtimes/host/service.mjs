// Bootstrap of a sandboxed runtime host process: the sources are TypeScript, run through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./service-entry.ts');
