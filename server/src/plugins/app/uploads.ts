// Images: the image store every process shares (the database), and `/uploads/<name>` serving from
// it (the upload's form is read by plugins/external/multipart). A name never changes its bytes, so
// answers are cached for a year and revalidated by their content hash.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { importDiskImages } from '../../lib/disk-images';
import { databaseImageStore, type ImageStore } from '../../lib/image-store';
import { IMAGE_NAME } from '../../lib/uploaded-image';
import { IMMUTABLE } from './static-app';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

/** True when an If-None-Match header names this entity tag (or any, `*`); weak tags compare too. */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export default fp<{ legacyUploadsDir: string }>(
  async (app, { legacyUploadsDir }) => {
    app.decorate('images', databaseImageStore(app.db));
    await importDiskImages(legacyUploadsDir, app.images, app.log);
    // Not compressed: the images are compressed already, and one entity tag must mean one set of bytes.
    app.get<{ Params: { name: string } }>(
      '/uploads/:name',
      { compress: false },
      async (request, reply: FastifyReply) => {
        const { name } = request.params;
        const image = IMAGE_NAME.test(name) ? await app.images.get(name) : undefined;
        if (!image) return reply.callNotFound();
        const etag = `"${image.sha256}"`;
        reply.header('etag', etag).header('cache-control', IMMUTABLE);
        if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type(image.contentType).send(image.bytes);
      },
    );
  },
  { name: 'uploads', dependencies: ['db'] },
);
