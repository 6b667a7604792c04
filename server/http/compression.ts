import { Readable } from 'node:stream';
import { ReadableStream as WebReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendVary, isCompressible } from './content-types';

export type Encoding = 'br' | 'gzip';

/** Below this, the encoded body plus its header is not worth the CPU. */
const MIN_BYTES = 1024;
/**
 * Brotli quality 4 compresses a 30 kB page in about a millisecond and still beats gzip -9; build
 * assets are compressed once at quality 11 (scripts/vite-precompress.ts) and never pass through here.
 */
const BROTLI_QUALITY = 4;

/** The encoding to use for this request: brotli when accepted, else gzip, else none (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? wildcard ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

function compressBuffer(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : zlib.gzipSync(body);
}

/** Streams are flushed chunk by chunk so a streamed page's first bytes still leave at once. */
function compressStream(body: Readable, encoding: Encoding): Readable {
  const encoder =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
  body.on('error', (error) => encoder.destroy(error));
  return body.pipe(encoder);
}

/**
 * onSend hook: compresses text, HTML and JSON responses (strings, buffers and streams) with brotli
 * or gzip as the client accepts. Responses that already carry a Content-Encoding (precompressed
 * build assets) pass through untouched.
 */
export async function compressResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (payload === null || payload === undefined) return payload;
  if (!isCompressible(reply.getHeader('content-type'))) return payload;
  if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  if (String(reply.getHeader('cache-control') ?? '').includes('no-transform')) return payload;
  reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;

  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (body.length < MIN_BYTES) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressBuffer(body, encoding);
  }
  const stream =
    payload instanceof Readable ? payload : payload instanceof WebReadableStream ? Readable.fromWeb(payload) : undefined;
  if (!stream) return payload;
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return compressStream(stream, encoding);
}
