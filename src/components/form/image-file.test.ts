import { describe, expect, it } from 'vitest';
import { imageFileProblem, MAX_IMAGE_BYTES } from './image-file';

describe('imageFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s up to 2 MB', (type) => {
    expect(imageFileProblem({ type, size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('rejects other file types with a clear message', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
  });

  it('rejects an image larger than 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
  });
});
