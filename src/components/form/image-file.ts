// The images the upload call accepts (see the contract's uploadImage), checked in the browser
// first so a wrong file fails at once with a clear message instead of after the upload.
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Why the file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}
