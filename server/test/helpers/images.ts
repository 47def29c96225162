// Uploads a real image through the API, for records whose image must be one the server issued, and
// the signed-in start with one such image that the catalogue suites share.
import type { ApiClient } from './api-client';
import { createTestApp, DEMO_ADMIN, type TestApp } from './test-app';

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

/**
 * A test app with the demo admin signed in and one uploaded image: what the suites that make
 * categories and SKUs start from.
 */
export async function catalogueApp(): Promise<{ t: TestApp; api: ApiClient; image: string }> {
  const t = await createTestApp();
  const api = t.api(await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password));
  return { t, api, image: await uploadImage(api) };
}
