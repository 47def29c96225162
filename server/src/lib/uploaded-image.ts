// Records point at images through URLs the upload call issued: `/uploads/<file>` (or the same on
// this server's own origin) for a file that exists. Anything else (another host, `javascript:`,
// `data:`, a path that climbs out of the folder) is refused, so no record can make the app load
// foreign content.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { unprocessable } from './http-error';

const FILE = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?)$/;
export const NOT_UPLOADED = 'Image must be an image uploaded to this server';

/** The stored, relative form of an issued image URL; 422 naming `field` when it is not one. */
export async function uploadedImage(uploadsDir: string, url: string, ownHost: string | undefined, field: string) {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || parsed.host !== ownHost || parsed.search || parsed.hash) throw unprocessable(NOT_UPLOADED, field);
    path = parsed.pathname;
  }
  const file = FILE.exec(path)?.[1];
  const found = file ? await stat(join(uploadsDir, file)).catch(() => undefined) : undefined;
  if (!found?.isFile()) throw unprocessable(NOT_UPLOADED, field);
  return path;
}
