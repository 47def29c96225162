// The SHA-256 of a request's body as it arrives, for the fingerprint of an Idempotency-Key
// (plugins/app/idempotency): a JSON body hashed on its way to the parser, a multipart form read to its
// end before the handler runs, since its parser reads the request only in the handler.
import { createHash } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import { badRequest, HttpError } from './http-error';

const BROKEN_FORM = 'The upload is not a valid multipart form; send the image in a field named "file"';
const TOO_LARGE = 'The request is too large';

/** The body passed through as it is, and its hash once it has all passed. */
export function hashBody(payload: Readable): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  let digest: string | undefined;
  return { stream: pipeline(payload, tap, () => {}), digest: () => (digest ??= hash.digest('hex')) };
}

/**
 * Reads a multipart form to its closing delimiter, puts it back into the request for the handler's
 * parser, and answers its hash. The boundary is left out of the hash: a browser sending the same
 * form again picks a new one.
 */
export async function hashForm(payload: Readable, contentType: string, limit: number): Promise<string> {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw badRequest(BROKEN_FORM, 'file');
  const form = await readForm(payload, Buffer.from(`--${boundary}--`), limit);
  return hashWithout(form, Buffer.from(boundary));
}

function readForm(payload: Readable, closing: Buffer, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let tail = Buffer.alloc(0);
    const stop = () => {
      payload.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onEnd = () => {
      stop();
      reject(badRequest(BROKEN_FORM, 'file'));
    };
    function onData(chunk: Buffer) {
      chunks.push(chunk);
      received += chunk.length;
      if (received > limit) return onError(new HttpError(413, TOO_LARGE));
      const window = Buffer.concat([tail, chunk]);
      if (!window.includes(closing)) {
        tail = window.subarray(Math.max(0, window.length - closing.length));
        return;
      }
      // Paused before its end, the request takes the form back and gives it to the parser again.
      payload.pause();
      stop();
      const form = Buffer.concat(chunks, received);
      payload.unshift(form);
      resolve(form);
    }
    payload.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

function hashWithout(bytes: Buffer, cut: Buffer): string {
  const hash = createHash('sha256');
  let from = 0;
  for (let at = bytes.indexOf(cut); at >= 0; at = bytes.indexOf(cut, from)) {
    hash.update(bytes.subarray(from, at));
    from = at + cut.length;
  }
  return hash.update(bytes.subarray(from)).digest('hex');
}
