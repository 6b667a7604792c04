import { languageTag, type Locale } from '../../../src/i18n/locales';
import { escapeHtml } from '../escape-html';

/**
 * The page a refused download link answers (used up, expired, unpaid, unknown): a browser opens these
 * links directly, so the shopper reads why and where to go next, in their language, instead of a bare
 * status line. The status code stays the refusal's (403, 404, 410) for anything that is not a person.
 */
export type DownloadRefusal =
  | { refused: 404; reason: 'invalid' }
  | { refused: 403; reason: 'unpaid' }
  | { refused: 410; reason: 'expired'; expired: Date }
  | { refused: 410; reason: 'limit'; downloadCount: number };

interface RefusalTexts {
  heading: string;
  invalid: string;
  unpaid: string;
  expired: string;
  limit: string;
  /** "You have downloaded this file 2 times, the most this purchase allows." */
  limitDetail: (count: number) => string;
  /** "Access to this file ended on March 4, 2026." (the date already in the language's long form). */
  expiryDetail: (date: string) => string;
  downloads: string;
  continueShopping: string;
}

/** English is WooCommerce's wording (WC_Download_Handler); the others what its language packs say, or close to it. */
const TEXTS: Record<Locale, RefusalTexts> = {
  en_US: {
    heading: 'Download unavailable',
    invalid: 'Invalid download link.',
    unpaid: 'Sorry, this order is not paid yet. The download opens once the shop has received your payment.',
    expired: 'Sorry, this download has expired',
    limit: 'Sorry, you have reached your download limit for this file',
    limitDetail: (count) => `You have downloaded this file ${count} ${count === 1 ? 'time' : 'times'}, the most this purchase allows.`,
    expiryDetail: (date) => `Access to this file ended on ${date}.`,
    downloads: 'Your downloads',
    continueShopping: 'Continue shopping',
  },
  de_DE: {
    heading: 'Download nicht verfügbar',
    invalid: 'Ungültiger Download-Link.',
    unpaid: 'Diese Bestellung ist leider noch nicht bezahlt. Der Download ist verfügbar, sobald Ihre Zahlung beim Shop eingegangen ist.',
    expired: 'Dieser Download ist leider abgelaufen',
    limit: 'Sie haben das Download-Limit für diese Datei leider erreicht',
    limitDetail: (count) => `Sie haben diese Datei ${count}-mal heruntergeladen, so oft wie mit diesem Kauf möglich.`,
    expiryDetail: (date) => `Der Zugriff auf diese Datei endete am ${date}.`,
    downloads: 'Ihre Downloads',
    continueShopping: 'Weiter einkaufen',
  },
  es_ES: {
    heading: 'Descarga no disponible',
    invalid: 'Enlace de descarga no válido.',
    unpaid: 'Lo sentimos, este pedido aún no está pagado. La descarga estará disponible cuando la tienda haya recibido tu pago.',
    expired: 'Lo sentimos, esta descarga ha caducado',
    limit: 'Lo sentimos, has alcanzado tu límite de descargas para este archivo',
    limitDetail: (count) => `Has descargado este archivo ${count} ${count === 1 ? 'vez' : 'veces'}, el máximo que permite esta compra.`,
    expiryDetail: (date) => `El acceso a este archivo terminó el ${date}.`,
    downloads: 'Tus descargas',
    continueShopping: 'Seguir comprando',
  },
  fr_FR: {
    heading: 'Téléchargement indisponible',
    invalid: 'Lien de téléchargement non valide.',
    unpaid: 'Désolé, cette commande n’est pas encore payée. Le téléchargement sera disponible dès que la boutique aura reçu votre paiement.',
    expired: 'Désolé, ce téléchargement a expiré',
    limit: 'Désolé, vous avez atteint votre limite de téléchargements pour ce fichier',
    limitDetail: (count) => `Vous avez téléchargé ce fichier ${count} fois, le maximum autorisé par cet achat.`,
    expiryDetail: (date) => `L’accès à ce fichier a pris fin le ${date}.`,
    downloads: 'Vos téléchargements',
    continueShopping: 'Continuer vos achats',
  },
  it_IT: {
    heading: 'Download non disponibile',
    invalid: 'Link di download non valido.',
    unpaid: 'Spiacenti, questo ordine non è ancora stato pagato. Il download sarà disponibile quando il negozio avrà ricevuto il tuo pagamento.',
    expired: 'Spiacenti, questo download è scaduto',
    limit: 'Spiacenti, hai raggiunto il limite di download per questo file',
    limitDetail: (count) => `Hai scaricato questo file ${count} ${count === 1 ? 'volta' : 'volte'}, il massimo consentito da questo acquisto.`,
    expiryDetail: (date) => `L’accesso a questo file è terminato il ${date}.`,
    downloads: 'I tuoi download',
    continueShopping: 'Continua lo shopping',
  },
  pt_BR: {
    heading: 'Download indisponível',
    invalid: 'Link de download inválido.',
    unpaid: 'Desculpe, este pedido ainda não foi pago. O download será liberado assim que a loja receber seu pagamento.',
    expired: 'Desculpe, este download expirou',
    limit: 'Desculpe, você atingiu o limite de downloads deste arquivo',
    limitDetail: (count) => `Você baixou este arquivo ${count} ${count === 1 ? 'vez' : 'vezes'}, o máximo que esta compra permite.`,
    expiryDetail: (date) => `O acesso a este arquivo terminou em ${date}.`,
    downloads: 'Seus downloads',
    continueShopping: 'Continuar comprando',
  },
};

/** Why the link is refused, and what the limit or the expiry was when that is why. */
function explanation(refusal: DownloadRefusal, locale: Locale): { message: string; detail?: string } {
  const texts = TEXTS[locale];
  switch (refusal.reason) {
    case 'invalid':
    case 'unpaid':
      return { message: texts[refusal.reason] };
    case 'limit':
      return { message: texts.limit, detail: texts.limitDetail(refusal.downloadCount) };
    case 'expired': {
      // The spec's 'Month day, year', in the shopper's language.
      const date = refusal.expired.toLocaleDateString(languageTag(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      return { message: texts.expired, detail: texts.expiryDetail(date) };
    }
  }
}

/**
 * The page in the shopper's language. The links carry no locale prefix: the storefront sends a
 * shopper whose language cookie says otherwise to the prefixed page itself, under either URL strategy.
 */
export function downloadRefusalPage(refusal: DownloadRefusal, locale: Locale): string {
  const texts = TEXTS[locale];
  const { message, detail } = explanation(refusal, locale);
  return `<!doctype html>
<html lang="${languageTag(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.heading)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2328;margin:0;padding:2rem 1rem}main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem}a{color:#0b5cad}</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.heading)}</h1>
<p>${escapeHtml(message)}</p>
${detail ? `<p>${escapeHtml(detail)}</p>` : ''}
<p><a href="/my-account?tab=downloads">${escapeHtml(texts.downloads)}</a> · <a href="/">${escapeHtml(texts.continueShopping)}</a></p>
</main>
</body>
</html>
`;
}
