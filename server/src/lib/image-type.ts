// Recognises JPEG, PNG and WebP by their first bytes; the name and declared type of an upload
// are not trusted.
/** The largest upload accepted. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageType = { contentType: 'image/jpeg' | 'image/png' | 'image/webp'; extension: string };

export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}
