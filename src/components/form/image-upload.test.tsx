import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, capture } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ImageUpload } from './image-upload';

function Harness({ initial = '' }: { initial?: string }) {
  const [url, setUrl] = useState(initial);
  return <ImageUpload label="Image" alt="Category image preview" value={url} onChange={setUrl} />;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'tea.png', { type: 'image/png' });
const STORED = { data: { url: 'http://x.test/uploads/tea.png', content_type: 'image/png', size: 10 } };

describe('ImageUpload', () => {
  it('accepts only JPEG, PNG and WebP in the file picker', () => {
    renderWithProviders(<Harness />);
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('refuses a file over 2 MB without uploading it', async () => {
    const upload = capture('post', '/adm/v1/uploads/images', STORED, 201);
    api.use(upload.handler);
    renderWithProviders(<Harness />);
    await userEvent.upload(fileInput(), png(2 * 1024 * 1024 + 1));
    expect(screen.getByText('Image must be 2 MB or smaller')).toBeInTheDocument();
    expect(upload.bodies).toEqual([]);
  });

  it('uploads a valid image, then previews the stored URL and offers to replace it', async () => {
    api.use(capture('post', '/adm/v1/uploads/images', STORED, 201).handler);
    renderWithProviders(<Harness />);
    await userEvent.upload(fileInput(), png(10));
    expect(await screen.findByRole('img', { name: 'Category image preview' })).toHaveAttribute(
      'src',
      'http://x.test/uploads/tea.png',
    );
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
  });

  it("shows the API's message under the field when the upload is refused", async () => {
    api.use(apiError('post', '/adm/v1/uploads/images', 415, 'Image must be a JPEG, PNG or WebP file', 'file'));
    renderWithProviders(<Harness />);
    await userEvent.upload(fileInput(), png(10));
    expect(await screen.findByText('Image must be a JPEG, PNG or WebP file')).toBeInTheDocument();
  });
});
