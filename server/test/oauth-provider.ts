import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A small OAuth 2.0 authorization server on 127.0.0.1 speaking the real protocol (RFC 6749 §4.1):
 * /authorize redirects back with a one-time code, /token exchanges it for an access token when the
 * client id, secret and redirect_uri match, /userinfo answers for a valid bearer access token.
 */
export class LocalOAuthProvider {
  readonly clientId = 'vitrine-test-client';
  readonly clientSecret = randomBytes(16).toString('hex');
  /** The account the next authorization signs in as. */
  user: ProviderUser = { sub: '1', email: 'someone@example.com', email_verified: true, name: 'Some One' };
  private readonly codes = new Map<string, { redirectUri: string; user: ProviderUser }>();
  private readonly accessTokens = new Map<string, ProviderUser>();
  private server?: Server;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  env(): NodeJS.ProcessEnv {
    return {
      OAUTH_GENERIC_CLIENT_ID: this.clientId,
      OAUTH_GENERIC_CLIENT_SECRET: this.clientSecret,
      OAUTH_GENERIC_AUTHORIZE_URL: `${this.baseUrl}/authorize`,
      OAUTH_GENERIC_TOKEN_URL: `${this.baseUrl}/token`,
      OAUTH_GENERIC_USERINFO_URL: `${this.baseUrl}/userinfo`,
      OAUTH_GENERIC_NAME: 'Test ID',
    };
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const json = (status: number, body: unknown) => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (req.method === 'GET' && url.pathname === '/authorize') {
      if (url.searchParams.get('client_id') !== this.clientId || url.searchParams.get('response_type') !== 'code') {
        return json(400, { error: 'invalid_request' });
      }
      const code = randomBytes(12).toString('hex');
      const redirectUri = url.searchParams.get('redirect_uri')!;
      this.codes.set(code, { redirectUri, user: this.user });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() }, body: '' };
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      const grant = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret) {
        return json(401, { error: 'invalid_client' });
      }
      if (form.get('grant_type') !== 'authorization_code' || !grant || grant.redirectUri !== form.get('redirect_uri')) {
        return json(400, { error: 'invalid_grant' });
      }
      const accessToken = randomBytes(16).toString('hex');
      this.accessTokens.set(accessToken, grant.user);
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const user = this.accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return user ? json(200, user) : json(401, { error: 'invalid_token' });
    }
    return json(404, { error: 'not_found' });
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
