import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyPlugin from 'fastify-plugin';
import type { ServerConfig } from '../../config';
import type { PolicyDirectives } from './content-security-policy';

const HSTS = 'max-age=31536000';

/**
 * The security headers of every response, by @fastify/helmet: the CSP, nosniff, no framing, a referrer
 * that keeps the path on the shop's own origin. Cross-origin reads of images and API answers stay
 * allowed (Cross-Origin-Resource-Policy: cross-origin) because another storefront may show this shop's
 * products. HSTS depends on the request (HTTPS directly or through a trusted proxy), which helmet's
 * fixed options cannot say, so that one header is set here.
 */
export const securityHeaders = fastifyPlugin(
  async (app: FastifyInstance, options: { config: ServerConfig; policy: PolicyDirectives }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: options.policy },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Social login and Stripe's 3-D Secure may open windows that must be able to report back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      hsts: false,
    });
    const alwaysHttps = options.config.publicUrl.startsWith('https:');
    app.addHook('onRequest', async (request, reply) => {
      // request.protocol reads X-Forwarded-Proto only from TRUSTED_PROXIES.
      if (alwaysHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'vitrine-security-headers' },
);
