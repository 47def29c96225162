// Uploads a real image through the API, for records whose image must be one the server issued.
import type { ApiClient } from './api-client';

// A 1x1 transparent PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function uploadImage(api: ApiClient): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'cup.png');
  const { data, response } = await api.POST('/adm/v1/uploads/images', {
    body: form as never,
    bodySerializer: (body: unknown) => body as FormData,
  });
  if (!data) throw new Error(`upload failed with ${response.status}`);
  return data.data.url;
}
