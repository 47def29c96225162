// Images an earlier version kept on disk (DATA_DIR/uploads) move into the image store at start-up,
// under the names records already hold, so upgrading loses none of them. Each start copies only
// the names the store lacks: a second start, or a second process with the same files, adds nothing.
// The files stay where they are; once every process has started, the folder is no longer read.
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ImageStore } from './image-store';
import { detectImageType, MAX_IMAGE_BYTES } from './image-type';
import { IMAGE_NAME } from './uploaded-image';

/** Answers how many images were copied into the store. */
export async function importDiskImages(dir: string, store: ImageStore, log: FastifyBaseLogger): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const candidates = names.filter((name) => IMAGE_NAME.test(name));
  if (!candidates.length) return 0;
  const held = await store.held(candidates);
  let imported = 0;
  for (const name of candidates.filter((n) => !held.has(n))) {
    const path = join(dir, name);
    const info = await stat(path);
    if (!info.isFile() || info.size === 0 || info.size > MAX_IMAGE_BYTES) continue;
    const bytes = await readFile(path);
    // The demo's pictures of earlier versions were SVGs the server drew; uploads are sniffed as ever.
    const type =
      detectImageType(bytes) ??
      (extname(name) === '.svg' ? { contentType: 'image/svg+xml', extension: 'svg' } : undefined);
    if (!type) {
      log.warn({ file: path }, 'not an image: left out of the image store');
      continue;
    }
    await store.put({ bytes, ...type, name });
    imported++;
  }
  if (imported) log.info({ dir, imported }, 'images moved from the data directory into the database');
  return imported;
}
