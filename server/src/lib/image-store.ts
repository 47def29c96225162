// Where images live. Every caller (the upload, the checks on records, `/uploads/`, the demo seed)
// goes through this interface; its one implementation keeps them in the database, so every API
// process serves the same images, and an object store could stand behind it later without changing
// a caller.
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { images } from '../db/schema';

export interface NewImage {
  bytes: Buffer;
  contentType: string;
  /** Ends the name: `jpg`, `png`, `webp`, `svg`. */
  extension: string;
  /** Only for images of an earlier version, which records already name; new images are named by content. */
  name?: string;
}

export interface StoredImage {
  name: string;
  contentType: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  bytes: Buffer;
}

export interface ImageStore {
  /** Stores the image and answers its name; the same bytes get the same name and are kept once. */
  put(image: NewImage): Promise<string>;
  get(name: string): Promise<StoredImage | undefined>;
  exists(name: string): Promise<boolean>;
  /** Which of `names` are stored. */
  held(names: readonly string[]): Promise<Set<string>>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The images in the database. A name, once stored, keeps its bytes for good (a second put of the
 * same name changes nothing), which is what lets `/uploads/` answers be cached as immutable.
 */
export function databaseImageStore(db: DbOrTx): ImageStore {
  const held = async (names: readonly string[]) => {
    if (!names.length) return new Set<string>();
    const rows = await db
      .select({ name: images.name })
      .from(images)
      .where(inArray(images.name, [...names]));
    return new Set(rows.map((row) => row.name));
  };
  return {
    async put({ bytes, contentType, extension, name }) {
      const hash = sha256(bytes);
      const stored = name ?? `${hash}.${extension}`;
      await db
        .insert(images)
        .values({ name: stored, contentType, size: bytes.length, sha256: hash, bytes })
        .onConflictDoNothing({ target: images.name });
      return stored;
    },
    async get(name) {
      const [row] = await db
        .select({
          name: images.name,
          contentType: images.contentType,
          size: images.size,
          sha256: images.sha256,
          bytes: images.bytes,
        })
        .from(images)
        .where(eq(images.name, name));
      return row;
    },
    exists: async (name) => (await held([name])).has(name),
    held,
  };
}
