// The images the upload call accepts (see the contract's uploadImage), checked in the browser
// first so a wrong file fails at once with a clear message instead of after the upload.
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const IMAGE_TYPE_MESSAGE = 'Image must be a JPEG, PNG or WebP file';
export const IMAGE_SIZE_MESSAGE = 'Image must be 2 MB or smaller';

/** Why the file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}
