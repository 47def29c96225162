import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { ImageUpload } from './image-upload';

const upload = vi.hoisted(() => ({ mutate: vi.fn(), options: undefined as unknown }));
vi.mock('../../../generated/hooks/uploads/uploads', () => ({
  useUploadImage: (options: unknown) => {
    upload.options = options;
    return { mutate: upload.mutate, isPending: false };
  },
}));

function Harness({ initial = '' }: { initial?: string }) {
  const [url, setUrl] = useState(initial);
  return <ImageUpload label="Image" alt="Category image preview" value={url} onChange={setUrl} />;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'tea.png', { type: 'image/png' });

describe('ImageUpload', () => {
  beforeEach(() => {
    upload.mutate.mockReset();
  });

  it('accepts only JPEG, PNG and WebP in the file picker', () => {
    renderWithProviders(<Harness />);
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('refuses a file over 2 MB without uploading it', async () => {
    renderWithProviders(<Harness />);
    await userEvent.upload(fileInput(), png(2 * 1024 * 1024 + 1));
    expect(screen.getByText('Image must be 2 MB or smaller')).toBeInTheDocument();
    expect(upload.mutate).not.toHaveBeenCalled();
  });

  it('uploads a valid image, then previews the stored URL and offers to replace it', async () => {
    upload.mutate.mockImplementation((_vars, callbacks: { onSuccess: (r: unknown) => void }) =>
      callbacks.onSuccess({ data: { url: 'http://x.test/uploads/tea.png', content_type: 'image/png', size: 10 } }),
    );
    renderWithProviders(<Harness />);
    const file = png(10);
    await userEvent.upload(fileInput(), file);
    expect(upload.mutate).toHaveBeenCalledWith({ data: { file } }, expect.anything());
    expect(screen.getByRole('img', { name: 'Category image preview' })).toHaveAttribute(
      'src',
      'http://x.test/uploads/tea.png',
    );
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
  });

  it("shows the API's message when the upload fails, without a duplicate toast", async () => {
    upload.mutate.mockImplementation((_vars, callbacks: { onError: (e: Error) => void }) =>
      callbacks.onError(new Error('Image must be a JPEG, PNG or WebP file')),
    );
    renderWithProviders(<Harness />);
    await userEvent.upload(fileInput(), png(10));
    expect(screen.getByText('Image must be a JPEG, PNG or WebP file')).toBeInTheDocument();
    expect(upload.options).toMatchObject({ mutation: { meta: { errorToast: false, successToast: false } } });
  });
});
