// @fastify/compress: answers above a kilobyte (long lists, reports, exports) go out compressed:
// gzip where the client takes it (on a page of the order list, a third of the CPU of brotli at level
// 4 for a size within a few percent), else brotli at that level. The app's own files come
// pre-compressed from the build, brotli first (plugins/app/static-app).
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['gzip', 'br'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
