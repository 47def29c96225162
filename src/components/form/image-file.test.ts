import { describe, expect, it } from 'vitest';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageFileProblem, MAX_IMAGE_BYTES } from './image-file';

describe('imageFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s up to 2 MB', (type) => {
    expect(imageFileProblem({ type, size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('rejects other file types with a clear message', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
  });

  it('rejects an image larger than 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_SIZE_MESSAGE);
  });
});
