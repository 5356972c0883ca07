// The sandbox's process spawner: a small Node process, forked once per Sandbox, that starts the
// sandboxes (bwrap) on request and hands their pipes back over the IPC channel (spawner.ts is its other
// side; docs/server.md, "The process spawner").
//
// Why a process of its own: libuv starts a child by forking the whole Node process, and on a virtual
// machine copying the page tables of a large process is slow. A spawn from the batch pipeline's
// process (150 MB and more) blocked its event loop for about 16 ms; from this one (about 45 MB) it costs
// a few ms, on the other core, while the pipeline goes on.
//
// It runs no code of any program: it spawns bwrap, puts the sandbox's init into its cgroups, and passes
// descriptors and exit statuses. Plain JavaScript, so that it loads no TypeScript loader.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

/** @typedef {{ info: number, block: number, procFiles: string[] }} Join */
/**
 * @typedef {object} SpawnRequest
 * @property {number} id
 * @property {string} file
 * @property {string[]} args
 * @property {string} cwd
 * @property {Record<string, string>} env
 * @property {number} [uid]  and the gid of the same number
 * @property {('ignore' | 'pipe' | { path: string })[]} stdio  a path is opened read-only and given at that descriptor
 * @property {number[]} pass  the pipes handed back, one message each
 * @property {Join} [join]
 */

// Ctrl-C reaches the whole foreground process group: the pipeline's process decides what stops, and this
// one ends when its channel closes.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
process.on('disconnect', () => process.exit(0));

process.on('message', (/** @type {SpawnRequest} */ request) => {
  try {
    start(request);
  } catch (e) {
    send({ id: request.id, error: e instanceof Error ? e.message : String(e) });
  }
});

/** @param {object} message @param {import('node:net').Socket} [handle] */
function send(message, handle) {
  if (process.connected) process.send(message, handle, { keepOpen: false }, () => {});
}

/** @param {SpawnRequest} request */
function start(request) {
  const { id } = request;
  const opened = [];
  const stdio = request.stdio.map((s) => {
    if (typeof s === 'string') return s;
    const fd = openSync(s.path, 'r');
    opened.push(fd);
    return fd;
  });
  let child;
  try {
    const user = request.uid === undefined ? {} : { uid: request.uid, gid: request.uid };
    child = spawn(request.file, request.args, { cwd: request.cwd, env: request.env, stdio, detached: true, ...user });
  } finally {
    for (const fd of opened) closeSync(fd);
  }
  child.on('error', (e) => send({ id, error: e.message }));
  if (child.pid === undefined) return; // its 'error' follows
  // Nothing is read here from a pipe handed back: what the sandbox writes stays in it for the other side.
  const pipes = request.pass.map((fd) => /** @type {import('node:net').Socket} */ (child.stdio[fd]));
  for (const pipe of pipes) /** @type {any} */ (pipe)?._handle?.readStop?.();
  send({ id, pid: child.pid, pipes: pipes.map((p) => p !== null && p !== undefined) });
  request.pass.forEach((fd, i) => pipes[i] && send({ id, fd }, pipes[i]));
  if (request.join) join(child, request.join).then(() => send({ id, joined: true }), (e) => send({ id, joinError: e.message }));
  child.on('exit', (code, signal) => send({ id, exit: [code, signal] }));
}

/**
 * Puts a starting sandbox's init into its cgroups: reads its host pid from bwrap's --info-fd (JSON,
 * written once the namespaces exist), writes it to each cgroup.procs, then sends the byte on
 * --block-fd that lets the init start anything. So everything the sandbox runs is in the cgroups from
 * its first instruction. bwrap itself (outside, the slot's uid) only waits for the init.
 * @param {import('node:child_process').ChildProcess} child @param {Join} at
 */
function join(child, at) {
  const info = /** @type {import('node:net').Socket} */ (child.stdio[at.info]);
  const block = /** @type {import('node:net').Socket} */ (child.stdio[at.block]);
  block.on('error', () => {});
  info.on('error', () => {});
  return new Promise((resolvePid, rejectPid) => {
    let text = '';
    /** @param {Buffer} b */
    const onData = (b) => {
      text += b.toString('utf8');
      // The number whole: up to the comma or brace after it (bwrap writes its JSON in several writes).
      const pid = /"child-pid"\s*:\s*(\d+)\s*[,}]/.exec(text)?.[1];
      if (pid !== undefined) {
        info.off('data', onData);
        child.off('exit', onExit);
        resolvePid(Number(pid));
      }
    };
    const onExit = () => rejectPid(new Error(`bwrap exited before its namespaces were made: ${text.trim().slice(0, 200)}`));
    info.on('data', onData);
    child.once('exit', onExit);
  }).then(async (pid) => {
    for (const procs of at.procFiles) await writeFile(procs, String(pid));
    block.end('x');
  });
}
