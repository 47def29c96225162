// @fastify/multipart for the image upload, the one operation that takes a form: one file of at
// most 2 MB, and a few fields at most.
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_IMAGE_BYTES } from '../../lib/image-type';

export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 } });
  },
  { name: 'multipart' },
);
