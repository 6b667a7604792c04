import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { productDownloads } from '../../db/schema/catalog';
import { downloadPermissions, orders } from '../../db/schema/orders';
import { localeOfPageRequest } from '../i18n/shopper-locale';
import { downloadRefusalPage, type DownloadRefusal } from './downloads-refusal';
import { downloadsPermitted } from './payment';

/** The link a DownloadableItem's `url` gives: the order key proves the right to the file. */
export function downloadUrl(config: ServerConfig, permissionId: number, orderKey: string): string {
  return `${config.publicUrl}/downloads/${permissionId}?order=${encodeURIComponent(orderKey)}`;
}

export type DownloadOutcome = { file: string; name: string } | DownloadRefusal;

/**
 * WC_Download_Handler's checks (the order is paid, downloads remain, access has not expired), then
 * counts the download with one guarded update so parallel requests cannot overspend the limit.
 */
export async function consumeDownload(db: Database, permissionId: number, orderKey: string): Promise<DownloadOutcome> {
  const [row] = await db
    .select({ permission: downloadPermissions, order: orders, file: productDownloads.file, name: productDownloads.name })
    .from(downloadPermissions)
    .innerJoin(orders, eq(orders.id, downloadPermissions.orderId))
    .innerJoin(
      productDownloads,
      and(eq(productDownloads.productId, downloadPermissions.productId), eq(productDownloads.downloadId, downloadPermissions.downloadId)),
    )
    .where(eq(downloadPermissions.id, permissionId));
  if (!row || row.order.orderKey !== orderKey) return { refused: 404, reason: 'invalid' };
  if (!downloadsPermitted(row.order)) {
    return { refused: 403, reason: 'unpaid' };
  }
  const [counted] = await db
    .update(downloadPermissions)
    .set({
      downloadCount: sql`${downloadPermissions.downloadCount} + 1`,
      downloadsRemaining: sql`CASE WHEN ${downloadPermissions.downloadsRemaining} IS NULL THEN NULL ELSE ${downloadPermissions.downloadsRemaining} - 1 END`,
    })
    .where(
      and(
        eq(downloadPermissions.id, permissionId),
        or(isNull(downloadPermissions.downloadsRemaining), gt(downloadPermissions.downloadsRemaining, 0)),
        or(isNull(downloadPermissions.accessExpires), gt(downloadPermissions.accessExpires, new Date())),
      ),
    )
    .returning({ id: downloadPermissions.id });
  if (!counted) {
    const expires = row.permission.accessExpires;
    if (expires !== null && expires <= new Date()) return { refused: 410, reason: 'expired', expired: expires };
    return { refused: 410, reason: 'limit', downloadCount: row.permission.downloadCount };
  }
  return { file: row.file, name: row.name };
}

function refuse(request: FastifyRequest, reply: FastifyReply, refusal: DownloadRefusal) {
  const locale = localeOfPageRequest(request.headers.cookie, request.headers['accept-language']);
  return reply
    .status(refusal.refused)
    .header('cache-control', 'private, no-store')
    .header('vary', 'Cookie, Accept-Language')
    .type('text/html; charset=utf-8')
    .send(downloadRefusalPage(refusal, locale));
}

/** GET /downloads/:permission?order=<order key>: remote files redirect, local ones (under <dataDir>/downloads) stream. */
export async function downloadRoutes(app: FastifyInstance, options: { db: Database; config: ServerConfig }) {
  const localRoot = path.join(options.config.dataDir, 'downloads');
  app.get<{ Params: { permission: string }; Querystring: { order?: string } }>('/downloads/:permission', async (request, reply) => {
    const permissionId = Number(request.params.permission);
    if (!Number.isInteger(permissionId) || permissionId <= 0 || !request.query.order) {
      return refuse(request, reply, { refused: 404, reason: 'invalid' });
    }
    const outcome = await consumeDownload(options.db, permissionId, request.query.order);
    if ('refused' in outcome) return refuse(request, reply, outcome);
    reply.header('cache-control', 'private, no-store');
    if (/^https?:\/\//i.test(outcome.file)) return reply.redirect(outcome.file);
    const file = path.resolve(localRoot, outcome.file.replace(/^\/+/, ''));
    if (!file.startsWith(localRoot + path.sep) || !existsSync(file)) return reply.status(404).type('text/plain').send('File not found.');
    return reply
      .header('content-disposition', `attachment; filename="${path.basename(file).replace(/"/g, '')}"`)
      .type('application/octet-stream')
      .send(createReadStream(file));
  });
}
