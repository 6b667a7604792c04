import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { languageTag } from '../../src/i18n/locales';
import { escapeHtml } from '../services/escape-html';
import { CONFIRM_GUEST_ORDERS_PATH, confirmGuestOrders } from '../services/customers/guest-orders';
import { mailTranslator } from '../services/mail/translator';

export interface GuestOrdersRoutesOptions {
  db: Database;
  config: ServerConfig;
}

/**
 * GET /account/guest-orders?token=…, the link of the welcome mail: joins the guest orders placed with
 * the account's address to it and sends the shopper to their orders (303), or answers 400 with a page
 * in the mail's language that says how else to prove the address. A plain page, so it works before
 * (and without) the storefront's JavaScript, and whatever storefront the shop runs.
 */
export async function guestOrdersRoutes(app: FastifyInstance, { db, config }: GuestOrdersRoutesOptions) {
  app.get<{ Querystring: { token?: unknown } }>(CONFIRM_GUEST_ORDERS_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const outcome = await confirmGuestOrders(db, config, token);
    const { text, shopUrl } = mailTranslator(outcome.locale);
    reply.header('cache-control', 'no-store');
    if (outcome.confirmed) return reply.redirect(shopUrl(config.publicUrl, '/my-account?tab=orders'), 303);
    const title = escapeHtml(text('guestOrders.invalidTitle'));
    const page = [
      '<!doctype html>',
      `<html lang="${languageTag(outcome.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
      `<meta name="robots" content="noindex"><title>${title}</title></head>`,
      `<body><main><h1>${title}</h1><p>${escapeHtml(text('guestOrders.invalid'))}</p>`,
      `<p><a href="${escapeHtml(shopUrl(config.publicUrl, '/my-account/lost-password'))}">${escapeHtml(text('guestOrders.resetPassword'))}</a></p></main></body></html>`,
    ].join('');
    return reply.status(400).type('text/html; charset=utf-8').send(page);
  });
}
