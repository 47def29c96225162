// Multipart parsing for image uploads (2 MB per file) and the stored images served at /uploads/.
import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export default fp<{ uploadsDir: string }>(
  async (app, { uploadsDir }) => {
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 } });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '1d',
    });
  },
  { name: 'uploads' },
);
