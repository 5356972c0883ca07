/**
 * `npm start [-- --port N]`: builds the app if needed, then serves it with the API on one port
 * (PORT or --port, default 8080; HOST or --host, default 127.0.0.1) and prints the URL.
 */
import { parseArgs } from 'node:util';
import { startWebApp } from './serve-web.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port ?? process.env.PORT}"`);
  process.exit(2);
}
const server = await startWebApp({ port, host: values.host ?? process.env.HOST });
console.log(`mcjudge web app: ${server.url}${server.api ? ' (with the API at /api/v1)' : ' (browser languages only)'}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
