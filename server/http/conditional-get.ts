import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHtml, isJson } from './content-types';

/**
 * A weak validator: the bytes on the wire differ by Content-Encoding, the content does not, so
 * one ETag serves every encoding (as nginx and Express do).
 */
export function weakEtag(body: Buffer | string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}

/**
 * onSend hook: tags buffered HTML and JSON answers to GET/HEAD (pages, GraphQL queries sent as GET)
 * with an ETag (unless no-store), and answers 304 without a body when the client already has that version. Must run
 * before compression, which hashes nothing. A streamed body has no ETag (it is not known in advance).
 */
export async function conditionalGet(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
  // An answer nobody may keep (one shopper's page or query) has nothing to revalidate.
  if (/no-store/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const contentType = reply.getHeader('content-type');
  if (!isHtml(contentType) && !isJson(contentType)) return payload;
  const etag = weakEtag(payload);
  reply.header('etag', etag);
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return '';
}
