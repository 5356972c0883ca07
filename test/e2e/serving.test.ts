import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, startWebApp, type WebServer } from '../../web/serve-web.ts';

/**
 * How `npm start` serves the app, with plain HTTP (no browser): compressed assets by Accept-Encoding,
 * immutable hashed assets and a revalidated index.html, a favicon, and a clean stop on SIGTERM.
 */
const ROOT = join(import.meta.dirname, '../..');
let server: WebServer;

/** A raw GET (fetch would decompress the body and hide content-encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  server = await startWebApp({ port: 0, log: () => {} });
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('serving the web app', () => {
  const asset = () => readdirSync(join(DIST, 'assets')).find((f) => /^index-[\w-]{8,}\.js$/.test(f))!;

  it('sends a hashed asset brotli- or gzip-compressed as asked, immutable, and the same bytes once decoded', async () => {
    const url = `${server.url}assets/${asset()}`;
    const plain = await get(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // Computed once, then kept: the second answer has a length and the same bytes.
    const again = await get(url, { 'accept-encoding': 'br' });
    expect(again.headers['content-length']).toBe(String(again.body.length));
    expect(again.body.equals(br.body)).toBe(true);

    const gz = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    console.log(`${asset()}: ${plain.body.length} bytes, brotli ${br.body.length}, gzip ${gz.body.length}`);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('revalidates index.html (no-cache), links an SVG favicon and serves it at /favicon.svg and /favicon.ico', async () => {
    const index = await get(server.url, { 'accept-encoding': 'br' });
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    const html = index.headers['content-encoding'] === 'br' ? brotliDecompressSync(index.body).toString() : index.body.toString();
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg"');
    for (const path of ['favicon.svg', 'favicon.ico']) {
      const icon = await get(server.url + path);
      expect(icon.status, path).toBe(200);
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.body.toString()).toContain('<svg');
    }
  });

  it('compresses a WebAssembly runtime file too, and leaves already-compressed data files alone', async () => {
    const wasm = await get(`${server.url}runtime-assets/wasmoon/dist/glue.wasm`, { 'accept-encoding': 'br, gzip' });
    expect(wasm.status).toBe(200);
    expect(wasm.headers['content-type']).toBe('application/wasm');
    expect(wasm.headers['content-encoding']).toBe('br');
    const data = await get(`${server.url}data/examples/official-C/generation_C.jsonl.gz`, { 'accept-encoding': 'br, gzip' });
    expect(data.status).toBe(200);
    expect(data.headers['content-encoding']).toBeUndefined();
  });
});

describe('stopping', () => {
  /** Starts a command, waits for the URL it prints, and returns it with the process. */
  async function launch(cmd: string, args: string[]): Promise<{ child: ChildProcess; url: string }> {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORT: '0' } });
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (d) => {
        out += d;
        const m = /mcjudge web app: (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited ${code} before serving: ${out}`)));
    });
    expect((await fetch(url)).status).toBe(200);
    return { child, url };
  }

  const exited = (child: ChildProcess) => new Promise<{ code: number | null; signal: string | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));
  const refused = async (url: string) => fetch(url).then(() => false, () => true);

  it('web/start.ts exits 0 within a few seconds of SIGTERM', { timeout: 120_000 }, async () => {
    const { child, url } = await launch(join(ROOT, 'node_modules/.bin/tsx'), ['web/start.ts', '--port', '0']);
    const t = performance.now();
    child.kill('SIGTERM');
    const { code } = await exited(child);
    const ms = performance.now() - t;
    console.log(`tsx web/start.ts: exit ${code} ${ms.toFixed(0)} ms after SIGTERM`);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5000);
    expect(await refused(url)).toBe(true);
  });

  it('`npm start` stops serving within a few seconds of SIGTERM to npm (no orphaned server)', { timeout: 120_000 }, async () => {
    const { child, url } = await launch('npm', ['start']);
    const t = performance.now();
    child.kill('SIGTERM');
    await exited(child);
    // npm forwards SIGTERM to `sh -c`, which dies without passing it on: the server notices and stops.
    let down = false;
    while (!down && performance.now() - t < 5000) {
      down = await refused(url);
      if (!down) await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`npm start: serving stopped ${(performance.now() - t).toFixed(0)} ms after SIGTERM`);
    expect(down).toBe(true);
  });
});
