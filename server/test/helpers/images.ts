// Uploads a real image through the API, for records whose image must be one the server issued.
import type { ApiClient } from './api-client';

// A 1x1 transparent PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Sends `content` as the upload form's one file, declared a PNG, as the app's image field does. */
export function sendImage(api: ApiClient, content: Buffer | string = PNG, filename = 'cup.png') {
  const form = new FormData();
  const bytes = typeof content === 'string' ? content : new Uint8Array(content);
  form.append('file', new Blob([bytes], { type: 'image/png' }), filename);
  return api.POST('/adm/v1/uploads/images', {
    body: form as never,
    bodySerializer: (body: unknown) => body as FormData,
  });
}

export async function uploadImage(api: ApiClient): Promise<string> {
  const { data, response } = await sendImage(api);
  if (!data) throw new Error(`upload failed with ${response.status}`);
  return data.data.url;
}
