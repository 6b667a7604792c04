import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import helmet from 'helmet';
import type { ServerConfig } from '../../config';
import type { PolicyDirectives } from './content-security-policy';

const HSTS = 'max-age=31536000';

/**
 * The security headers of every response, by helmet: the CSP, nosniff, no framing, a referrer that
 * keeps the path on the shop's own origin. Cross-origin reads of images and API answers stay allowed
 * (Cross-Origin-Resource-Policy: cross-origin) because another storefront may show this shop's
 * products. HSTS depends on the request (HTTPS directly or through a trusted proxy), which helmet's
 * fixed options cannot say, so that one header is set here.
 *
 * helmet's middleware is built once, at start. @fastify/helmet builds it anew for every request,
 * checking and serialising the whole policy each time (10-15 µs, and the garbage it leaves): built
 * once, the health check takes half the server CPU it did and a static file about a sixth less
 * (bench/README.md, "Security headers built once").
 */
export const securityHeaders = fastifyPlugin(
  async (app: FastifyInstance, options: { config: ServerConfig; policy: PolicyDirectives }) => {
    const setHelmetHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: options.policy },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Social login and Stripe's 3-D Secure may open windows that must be able to report back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      hsts: false,
    });
    const alwaysHttps = options.config.publicUrl.startsWith('https:');
    app.addHook('onRequest', (request, reply, done) => {
      // request.protocol reads X-Forwarded-Proto only from TRUSTED_PROXIES.
      if (alwaysHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      // helmet sets the headers synchronously; it passes on an error only if its options were wrong.
      setHelmetHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'vitrine-security-headers' },
);
