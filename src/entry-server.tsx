import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
// Backend HTML is sanitised on the server exactly as in the browser (DOMPurify on a jsdom window).
import './lib/sanitizeHtmlOnServer';
import { App } from './App';
import { configureBackend, type Backend } from './backend/backend';
import { prefetchShopPriceDisplay } from './components/PriceTaxNote/PriceTaxNote';
import { i18nSettings, site, storeSettings } from './config';
import { decideLocale } from './i18n/detectLocale';
import { readLocaleCookie } from './i18n/localeCookie';
import { routerBasename } from './i18n/localePath';
import { languageTag } from './i18n/locales';
import { loadMessagesOrDefaults } from './i18n/messages';
import { createRelayEnvironment } from './relay/environment';
import { createMemoryHistory } from './router/history';
import { createNavigation } from './router/navigation';
import { NavigationRouter } from './router/NavigationRouter';
import { isRouteErrorResponse } from './router/routeError';
import { createRoutes, NOT_FOUND_ROUTE_ID, screenHandle } from './routes/routes';
import { escapeHtml, renderHeadHtml, renderImagePreloadHtml, serializeForScript, type HeadData } from './seo/head';
import type { ImagePreload } from './seo/SeoContext';
import { PAGE_STATE_ID, type PageState } from './ssr/pageState';

/** The endpoint the storefront was built for (VITE_GRAPHQL_ENDPOINT): the server's default when GRAPHQL_ENDPOINT is unset. */
export const graphqlEndpoint = storeSettings.graphqlEndpoint;

export interface RenderOptions {
  /** The page request as the browser sent it (method GET or HEAD, absolute URL, headers). */
  request: Request;
  /** The shop's public origin (PUBLIC_URL), for canonical and shared links. */
  publicUrl: string;
  /** The GraphQL backend: its endpoint (a path on publicUrl or another shop's URL), capabilities and currency. */
  backend: Backend;
  /** How the render reaches the endpoint (in-process, or over HTTP with a deadline); the global fetch without it. */
  fetchGraphQL?: typeof fetch;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'page';
      status: number;
      lang: string;
      /** Tags for `<head>`: title, metas, links, JSON-LD, the main image's preload. */
      head: string;
      /** Source modules of the matched screens (`src/routes/…`), whose chunks the page can modulepreload. */
      modules: string[];
      /** The app's HTML for `<div id="root">`. */
      body: Readable;
      /** The page-state script, complete once `body` has ended. */
      state: () => string;
      /** Why the data could not be loaded, on a 5xx page: the shopper sees only the error page, the server's log needs the cause. */
      error?: unknown;
    };

/** Browser languages from Accept-Language, most wanted first. */
function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.trim(), q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/**
 * Renders one public page (DESIGN §3a): the locale as the browser would decide it, the route
 * loaders with a Relay environment of its own, then React's
 * streaming render, which resolves every Suspense boundary before the page is sent, so crawlers and
 * shoppers without JavaScript get the whole page. The HTTP status comes from the loaders.
 */
export async function render({ request, publicUrl, backend, fetchGraphQL }: RenderOptions): Promise<RenderResult> {
  // One backend per server: every render of this process sets the same one.
  configureBackend(backend);
  const url = new URL(request.url);
  const strategy = i18nSettings.strategy;
  const decision = decideLocale({
    strategy,
    pathname: url.pathname,
    search: url.search,
    hash: '',
    cookieLocale: readLocaleCookie(request.headers.get('cookie') ?? ''),
    browserLanguages: acceptedLanguages(request.headers.get('accept-language')),
  });
  if (decision.redirectTo) return { type: 'redirect', status: 302, location: decision.redirectTo };
  const { locale } = decision;
  const lang = languageTag(locale);
  const basename = routerBasename(locale, strategy);

  const environment = createRelayEnvironment({
    endpoint: new URL(backend.endpoint, publicUrl).href,
    fetch: fetchGraphQL,
    anonymous: true,
  });
  // Shopper-only screens (account, checkout) need the session, which the server does not use: it
  // renders the page around them and the browser renders the screen.
  const routes = createRoutes(environment, { shopperScreensInBrowser: true });
  // HEAD is answered like GET; the body is dropped by the HTTP layer.
  const navigation = createNavigation({ routes, history: createMemoryHistory([`${url.pathname}${url.search}`]), basename });
  await navigation.initialize();
  navigation.dispose();
  const shown = navigation.state!;
  const shopperScreen = Boolean(screenHandle(shown.matches.at(-1)?.route.handle)?.shopperOnly);
  const [messages] = await Promise.all([loadMessagesOrDefaults(locale), prefetchShopPriceDisplay(environment)]);

  let head: HeadData | null = null;
  let mainImage: ImagePreload | null = null;
  const seo = {
    origin: publicUrl,
    collect: (collected: HeadData) => (head = collected),
    preloadImage: (image: ImagePreload) => (mainImage ??= image),
  };
  let renderFailed: unknown = null;

  const body = await new Promise<Readable>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <App environment={environment} preloadRoute={() => undefined} locale={locale} messages={messages} seo={seo}>
        <NavigationRouter navigation={navigation} isStatic />
      </App>,
      {
        onAllReady() {
          const out = new PassThrough();
          stream.pipe(out);
          resolve(out);
        },
        onShellError: reject,
        onError(error) {
          renderFailed = error;
        },
      },
    );
  });
  if (renderFailed) throw renderFailed;

  // The catch-all screen renders the 404 page without a loader to fail: its match is the status.
  const failure = shown.error?.error;
  const status = failure !== undefined ? (isRouteErrorResponse(failure) ? failure.status : 500) : shown.matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID ? 404 : 200;
  const state: PageState = { records: environment.getStore().getSource().toJSON(), locale, origin: publicUrl, shopperScreen, backend };
  const shopperHead = `<title>${escapeHtml(site.siteName)}</title><meta name="robots" content="noindex, follow">`;
  return {
    type: 'page',
    status,
    lang: (head as HeadData | null)?.lang ?? lang,
    head: shopperScreen ? shopperHead : `${head ? renderHeadHtml(head) : ''}${mainImage ? renderImagePreloadHtml(mainImage) : ''}`,
    modules: shown.matches.flatMap((match) => screenHandle(match.route.handle)?.source ?? []),
    body,
    state: () => `<script id="${PAGE_STATE_ID}" type="application/json">${serializeForScript(state)}</script>`,
    error: status >= 500 ? failure : undefined,
  };
}
