import type { Locale } from '../../../src/i18n/locales';

type Translations = Record<Exclude<Locale, 'en_US'>, string>;

/**
 * The messages a shopper meets when the server refuses something (a coupon, the stock, a sign-in), in
 * WooCommerce's English wording, with what its language packs say ($1, $2: the parts that vary). The
 * English stays the API's wording: clients (and our tests) recognise it, and a shop answers in it for
 * a request without a known language. Checkout field notices ("Billing First name is a required
 * field.") are left in English on purpose: the storefront reads the field from them, and it checks
 * those fields itself, in the shopper's language, before it sends the order.
 */
const MESSAGES: [english: RegExp, translations: Translations][] = [
  [
    /Coupon &quot;(.+?)&quot; cannot be applied because it does not exist\./g,
    {
      de_DE: 'Gutschein &quot;$1&quot; kann nicht angewendet werden, da er nicht existiert.',
      es_ES: 'El cupón &quot;$1&quot; no se puede aplicar porque no existe.',
      fr_FR: 'Le code promo &quot;$1&quot; ne peut pas être appliqué car il n’existe pas.',
      it_IT: 'Il codice promozionale &quot;$1&quot; non può essere applicato perché non esiste.',
      pt_BR: 'O cupom &quot;$1&quot; não pode ser aplicado porque não existe.',
    },
  ],
  [
    /This coupon has expired\./g,
    { de_DE: 'Dieser Gutschein ist abgelaufen.', es_ES: 'Este cupón ha caducado.', fr_FR: 'Ce code promo a expiré.', it_IT: 'Questo codice promozionale è scaduto.', pt_BR: 'Este cupom expirou.' },
  ],
  [
    /This coupon has already been applied to the cart/g,
    {
      de_DE: 'Dieser Gutschein wurde bereits auf den Warenkorb angewendet',
      es_ES: 'Este cupón ya se ha aplicado al carrito',
      fr_FR: 'Ce code promo a déjà été appliqué au panier',
      it_IT: 'Questo codice promozionale è già stato applicato al carrello',
      pt_BR: 'Este cupom já foi aplicado ao carrinho',
    },
  ],
  [
    /Coupon usage limit has been reached\./g,
    {
      de_DE: 'Das Nutzungslimit dieses Gutscheins ist erreicht.',
      es_ES: 'Se ha alcanzado el límite de uso del cupón.',
      fr_FR: 'La limite d’utilisation de ce code promo a été atteinte.',
      it_IT: 'È stato raggiunto il limite di utilizzo del codice promozionale.',
      pt_BR: 'O limite de uso do cupom foi atingido.',
    },
  ],
  [
    /The minimum spend for this coupon is (\S+)\./g,
    {
      de_DE: 'Der Mindestbestellwert für diesen Gutschein beträgt $1.',
      es_ES: 'El gasto mínimo para este cupón es $1.',
      fr_FR: 'Le montant minimum pour ce code promo est de $1.',
      it_IT: 'La spesa minima per questo codice promozionale è $1.',
      pt_BR: 'O valor mínimo para este cupom é $1.',
    },
  ],
  [
    /No shipping method has been selected\. Please double check your address, or contact us if you need any help\./g,
    {
      de_DE: 'Es wurde keine Versandart gewählt. Bitte überprüfen Sie Ihre Adresse oder kontaktieren Sie uns, wenn Sie Hilfe benötigen.',
      es_ES: 'No se ha seleccionado ningún método de envío. Revisa tu dirección o contacta con nosotros si necesitas ayuda.',
      fr_FR: 'Aucun mode de livraison n’a été choisi. Veuillez vérifier votre adresse ou nous contacter si vous avez besoin d’aide.',
      it_IT: 'Non è stato selezionato alcun metodo di spedizione. Controlla il tuo indirizzo o contattaci se hai bisogno di aiuto.',
      pt_BR: 'Nenhum método de entrega foi selecionado. Confira seu endereço ou fale conosco se precisar de ajuda.',
    },
  ],
  [
    /Invalid payment method\./g,
    { de_DE: 'Ungültige Zahlungsart.', es_ES: 'Método de pago no válido.', fr_FR: 'Moyen de paiement non valide.', it_IT: 'Metodo di pagamento non valido.', pt_BR: 'Forma de pagamento inválida.' },
  ],
  [
    /The cart changed while placing the order\. Please review it and try again\./g,
    {
      de_DE: 'Der Warenkorb hat sich während der Bestellung geändert. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
      es_ES: 'El carrito cambió mientras se realizaba el pedido. Revísalo e inténtalo de nuevo.',
      fr_FR: 'Le panier a changé pendant la commande. Veuillez le vérifier et réessayer.',
      it_IT: 'Il carrello è cambiato durante l’invio dell’ordine. Controllalo e riprova.',
      pt_BR: 'O carrinho mudou enquanto o pedido era feito. Revise-o e tente novamente.',
    },
  ],
  [
    /Sorry, &quot;(.+?)&quot; is not in stock\. Please edit your cart and try again\. We apologize for any inconvenience caused\./g,
    {
      de_DE: 'Leider ist &quot;$1&quot; nicht vorrätig. Bitte ändern Sie Ihren Warenkorb und versuchen Sie es erneut. Wir entschuldigen uns für die Unannehmlichkeiten.',
      es_ES: 'Lo sentimos, &quot;$1&quot; no está en stock. Modifica tu carrito e inténtalo de nuevo. Disculpa las molestias.',
      fr_FR: 'Désolé, &quot;$1&quot; n’est pas en stock. Veuillez modifier votre panier et réessayer. Veuillez nous excuser pour la gêne occasionnée.',
      it_IT: 'Spiacenti, &quot;$1&quot; non è disponibile. Modifica il carrello e riprova. Ci scusiamo per l’inconveniente.',
      pt_BR: 'Desculpe, &quot;$1&quot; não está em estoque. Edite seu carrinho e tente novamente. Pedimos desculpas pelo transtorno.',
    },
  ],
  [
    /You cannot add &quot;(.+?)&quot; to the cart because the product is out of stock\./g,
    {
      de_DE: 'Sie können &quot;$1&quot; nicht in den Warenkorb legen, da das Produkt nicht vorrätig ist.',
      es_ES: 'No puedes añadir &quot;$1&quot; al carrito porque el producto está agotado.',
      fr_FR: 'Vous ne pouvez pas ajouter &quot;$1&quot; au panier car le produit est en rupture de stock.',
      it_IT: 'Non puoi aggiungere &quot;$1&quot; al carrello perché il prodotto è esaurito.',
      pt_BR: 'Você não pode adicionar &quot;$1&quot; ao carrinho porque o produto está fora de estoque.',
    },
  ],
  [
    /You cannot add that amount of &quot;(.+?)&quot; to the cart because there is not enough stock \((\d+) remaining\)\./g,
    {
      de_DE: 'Sie können diese Menge von &quot;$1&quot; nicht in den Warenkorb legen, da nicht genügend vorrätig ist ($2 übrig).',
      es_ES: 'No puedes añadir esa cantidad de &quot;$1&quot; al carrito porque no hay suficiente stock ($2 disponibles).',
      fr_FR: 'Vous ne pouvez pas ajouter cette quantité de &quot;$1&quot; au panier car le stock est insuffisant ($2 restants).',
      it_IT: 'Non puoi aggiungere questa quantità di &quot;$1&quot; al carrello perché la disponibilità non è sufficiente ($2 rimanenti).',
      pt_BR: 'Você não pode adicionar essa quantidade de &quot;$1&quot; ao carrinho porque não há estoque suficiente ($2 restantes).',
    },
  ],
  [
    /No account found with that username\. Sign up for a new account\./g,
    {
      de_DE: 'Kein Konto mit diesem Benutzernamen gefunden. Registrieren Sie sich für ein neues Konto.',
      es_ES: 'No se encontró ninguna cuenta con ese nombre de usuario. Regístrate para crear una cuenta nueva.',
      fr_FR: 'Aucun compte trouvé avec cet identifiant. Créez un nouveau compte.',
      it_IT: 'Nessun account trovato con questo nome utente. Registra un nuovo account.',
      pt_BR: 'Nenhuma conta encontrada com esse nome de usuário. Cadastre-se para criar uma nova conta.',
    },
  ],
  [
    /Incorrect password\. Please try again\./g,
    { de_DE: 'Falsches Passwort. Bitte versuchen Sie es erneut.', es_ES: 'Contraseña incorrecta. Inténtalo de nuevo.', fr_FR: 'Mot de passe incorrect. Veuillez réessayer.', it_IT: 'Password errata. Riprova.', pt_BR: 'Senha incorreta. Tente novamente.' },
  ],
  [
    /An account is already registered with that username\. Please choose another\./g,
    {
      de_DE: 'Es ist bereits ein Konto mit diesem Benutzernamen registriert. Bitte wählen Sie einen anderen.',
      es_ES: 'Ya hay una cuenta registrada con ese nombre de usuario. Elige otro.',
      fr_FR: 'Un compte est déjà enregistré avec cet identifiant. Veuillez en choisir un autre.',
      it_IT: 'Esiste già un account registrato con questo nome utente. Scegline un altro.',
      pt_BR: 'Já existe uma conta registrada com esse nome de usuário. Escolha outro.',
    },
  ],
  [
    /An account is already registered with your email address\. <a href="#" class="showlogin">Please log in\.<\/a>/g,
    {
      de_DE: 'Es ist bereits ein Konto mit Ihrer E-Mail-Adresse registriert. <a href="#" class="showlogin">Bitte melden Sie sich an.</a>',
      es_ES: 'Ya hay una cuenta registrada con tu dirección de correo electrónico. <a href="#" class="showlogin">Accede.</a>',
      fr_FR: 'Un compte est déjà enregistré avec votre adresse e-mail. <a href="#" class="showlogin">Veuillez vous connecter.</a>',
      it_IT: 'Esiste già un account registrato con il tuo indirizzo email. <a href="#" class="showlogin">Accedi.</a>',
      pt_BR: 'Já existe uma conta registrada com seu endereço de e-mail. <a href="#" class="showlogin">Faça login.</a>',
    },
  ],
  [
    /Please provide a valid email address\./g,
    {
      de_DE: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      es_ES: 'Introduce una dirección de correo electrónico válida.',
      fr_FR: 'Veuillez saisir une adresse e-mail valide.',
      it_IT: 'Inserisci un indirizzo email valido.',
      pt_BR: 'Informe um endereço de e-mail válido.',
    },
  ],
  [
    /Please choose a longer password: at least (\d+) characters\./g,
    {
      de_DE: 'Bitte wählen Sie ein längeres Passwort: mindestens $1 Zeichen.',
      es_ES: 'Elige una contraseña más larga: al menos $1 caracteres.',
      fr_FR: 'Veuillez choisir un mot de passe plus long : au moins $1 caractères.',
      it_IT: 'Scegli una password più lunga: almeno $1 caratteri.',
      pt_BR: 'Escolha uma senha mais longa: pelo menos $1 caracteres.',
    },
  ],
];

/** A server message in the shopper's language, sentence by sentence where the sentences are known ones; others stay as they are. */
export function translateServerMessage(message: string, locale: Locale): string {
  if (locale === 'en_US') return message;
  return MESSAGES.reduce((text, [english, translations]) => text.replace(english, translations[locale]), message);
}
