import type { Locale } from '../../../src/i18n/locales';

type Translations = Record<Exclude<Locale, 'en_US'>, string>;

/**
 * WooCommerce's built-in titles and descriptions of shipping methods and payment gateways, with what
 * its language packs make of them. A shop that kept WooCommerce's default ("Flat rate") shows it in
 * the shopper's language, as a WordPress site does; a text the shop owner typed ("Same-day courier")
 * is the shop's own words and is shown as typed.
 */
const DEFAULT_TEXTS: Record<string, Translations> = {
  'Flat rate': { de_DE: 'Versandpauschale', es_ES: 'Tarifa plana', fr_FR: 'Forfait', it_IT: 'Tariffa unica', pt_BR: 'Taxa fixa' },
  'Free shipping': { de_DE: 'Kostenloser Versand', es_ES: 'Envío gratuito', fr_FR: 'Livraison gratuite', it_IT: 'Spedizione gratuita', pt_BR: 'Frete grátis' },
  'Local pickup': { de_DE: 'Abholung vor Ort', es_ES: 'Recogida local', fr_FR: 'Retrait sur place', it_IT: 'Ritiro in sede', pt_BR: 'Retirada no local' },
  'Cash on delivery': { de_DE: 'Nachnahme', es_ES: 'Contra reembolso', fr_FR: 'Paiement à la livraison', it_IT: 'Pagamento alla consegna', pt_BR: 'Pagamento na entrega' },
  'Pay with cash upon delivery.': {
    de_DE: 'Zahlen Sie bar bei Lieferung.',
    es_ES: 'Paga en efectivo en el momento de la entrega.',
    fr_FR: 'Payez en espèces à la livraison.',
    it_IT: 'Paga in contanti alla consegna.',
    pt_BR: 'Pague em dinheiro na entrega.',
  },
  'Direct bank transfer': {
    de_DE: 'Direkte Banküberweisung',
    es_ES: 'Transferencia bancaria directa',
    fr_FR: 'Virement bancaire',
    it_IT: 'Bonifico bancario diretto',
    pt_BR: 'Transferência bancária direta',
  },
  'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.': {
    de_DE: 'Überweisen Sie den Betrag direkt auf unser Bankkonto. Bitte geben Sie Ihre Bestellnummer als Verwendungszweck an. Ihre Bestellung wird erst versendet, wenn der Betrag auf unserem Konto eingegangen ist.',
    es_ES: 'Realiza tu pago directamente en nuestra cuenta bancaria. Usa el número de tu pedido como referencia del pago. Tu pedido no se enviará hasta que el importe se haya recibido en nuestra cuenta.',
    fr_FR: 'Effectuez le paiement directement sur notre compte bancaire. Indiquez le numéro de votre commande comme référence du paiement. Votre commande ne sera expédiée qu’après réception des fonds sur notre compte.',
    it_IT: 'Effettua il pagamento direttamente sul nostro conto bancario. Usa il numero dell’ordine come causale. L’ordine verrà spedito solo dopo l’accredito dell’importo sul nostro conto.',
    pt_BR: 'Faça seu pagamento diretamente em nossa conta bancária. Use o número do pedido como referência do pagamento. Seu pedido será enviado somente após a compensação do valor em nossa conta.',
  },
  'Check payments': { de_DE: 'Scheckzahlung', es_ES: 'Pago con cheque', fr_FR: 'Paiement par chèque', it_IT: 'Pagamento con assegno', pt_BR: 'Pagamento com cheque' },
  'Please send a check to Store Name, Store Street, Store Town, Store State / County, Store Postcode.': {
    de_DE: 'Bitte senden Sie einen Scheck an Shopname, Shopstraße, Shopstadt, Shop-Bundesland, Shop-Postleitzahl.',
    es_ES: 'Envía un cheque a Nombre de la tienda, Calle de la tienda, Ciudad de la tienda, Provincia de la tienda, Código postal de la tienda.',
    fr_FR: 'Veuillez envoyer un chèque à Nom de la boutique, Rue de la boutique, Ville de la boutique, Région de la boutique, Code postal de la boutique.',
    it_IT: 'Invia un assegno a Nome negozio, Via negozio, Città negozio, Provincia negozio, CAP negozio.',
    pt_BR: 'Envie um cheque para Nome da loja, Rua da loja, Cidade da loja, Estado da loja, CEP da loja.',
  },
};

/** A shipping or payment text in the shopper's language when it is WooCommerce's default, else as the shop wrote it. */
export function shopText(text: string, locale: Locale): string {
  if (locale === 'en_US') return text;
  return DEFAULT_TEXTS[text]?.[locale] ?? text;
}
