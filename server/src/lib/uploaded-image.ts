// Records point at images through URLs the upload call issued: `/uploads/<name>` (or the same on
// this server's own origin) for an image the store holds. Anything else (another host,
// `javascript:`, `data:`, a path that climbs out of the folder) is refused, so no record can make
// the app load foreign content.
import type { ImageStore } from './image-store';
import { unprocessable } from './http-error';

/** The name of a stored image in `/uploads/<name>`: no path, no dot first. */
export const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;
export const NOT_UPLOADED = 'Image must be an image uploaded to this server';

/** The stored, relative form of an issued image URL; 422 naming `field` when it is not one. */
export async function uploadedImage(store: ImageStore, url: string, ownHost: string | undefined, field: string) {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || parsed.host !== ownHost || parsed.search || parsed.hash) throw unprocessable(NOT_UPLOADED, field);
    path = parsed.pathname;
  }
  const name = path.startsWith('/uploads/') ? path.slice('/uploads/'.length) : undefined;
  if (!name || !IMAGE_NAME.test(name) || !(await store.exists(name))) throw unprocessable(NOT_UPLOADED, field);
  return path;
}
