// Image upload for categories and SKUs: one `file` part, JPEG, PNG or WebP, at most 2 MB, kept in
// the image store under a name made from its content and answered as a relative /uploads/ URL that
// works on any host and through any API process.
import type { Handlers } from '../../lib/handler-types';
import { HttpError, badRequest } from '../../lib/http-error';
import { detectImageType } from '../../lib/image-type';
import { recordChange } from '../../lib/audit';

const TOO_LARGE = 'Image must be 2 MB or smaller';
const WRONG_TYPE = 'Image must be a JPEG, PNG or WebP file';

export const uploadHandlers: Handlers = {
  async uploadImage(request, reply) {
    if (!request.isMultipart())
      throw badRequest('Send the image as multipart/form-data in a field named "file"', 'file');
    let image: Buffer | undefined;
    try {
      // The contract's multipart body is validated here: Fastify's validator never sees the parts.
      for await (const part of request.parts()) {
        if (part.fieldname !== 'file') throw badRequest(`"${part.fieldname}" is not an accepted field`, part.fieldname);
        if (part.type !== 'file') throw badRequest('File must be a file', 'file');
        if (image) throw badRequest('Send one file at a time', 'file');
        image = await part.toBuffer();
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE, 'file');
      if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file at a time', 'file');
      // Anything else the multipart parser stumbles on (a missing boundary, a cut-off or malformed
      // part, too many fields) is a broken request, not a server failure.
      request.log.info({ err: error }, 'malformed upload');
      throw badRequest('The upload is not a valid multipart form; send the image in a field named "file"', 'file');
    }
    if (!image || image.length === 0) throw badRequest('File is required', 'file');
    const type = detectImageType(image);
    if (!type) throw new HttpError(415, WRONG_TYPE, 'file');
    const name = await request.server.images.put({ bytes: image, ...type });
    // Outside a transaction, as the upload itself (a second upload is a second file nothing uses).
    await recordChange(request.server.db, {
      recordType: 'image',
      recordId: name,
      after: { name, content_type: type.contentType, size: image.length },
    });
    reply.code(201);
    return { data: { url: `/uploads/${name}`, content_type: type.contentType, size: image.length } };
  },
};
