import { constants } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * Copies a prebuilt folder (a warm cache, such as Go's GOCACHE) into a run folder, all files at once,
 * and returns every path made (to hand to the program's uid). `fs.cp` copies one file after another:
 * Go's 750-file cache took it about 600 ms, this about 190 ms. The copy is the program's own, so what
 * it does to it reaches no other run. (Hard links would be cheaper still, but a sandbox's run folder is
 * on its slot's own tmpfs, another filesystem than the cache's.)
 */
export async function copyPrebuilt(from: string, to: string): Promise<string[]> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const path = (e: { parentPath: string; name: string }) => relative(from, join(e.parentPath, e.name));
  const folders = [to, ...entries.filter((e) => e.isDirectory()).map((e) => join(to, path(e)))];
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const files = entries.filter((e) => e.isFile()).map(path);
  await Promise.all(files.map((f) => copyFile(join(from, f), join(to, f), constants.COPYFILE_FICLONE)));
  return [...folders, ...files.map((f) => join(to, f))];
}
