import type { Locale } from '../../../src/i18n/locales';

type Translations = Record<Exclude<Locale, 'en_US'>, string>;

/**
 * The messages a shopper meets when the server refuses something (a coupon, the stock, a sign-in, a
 * rate limit, a profile change, a review, a social login), in the server's English wording (WooCommerce's
 * where it has one), with what its language packs say ($1, $2: the parts that vary). The
 * English stays the API's wording: clients (and our tests) recognise it, and a shop answers in it for
 * a request without a known language. Checkout field notices ("Billing First name is a required
 * field.") are left in English on purpose: the storefront reads the field from them, and it checks
 * those fields itself, in the shopper's language, before it sends the order. "Password reset link is
 * invalid." stays English too: the storefront recognises it and tells the shopper in their language.
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
  // Limits on how often a shopper may try something; the wait follows as a sentence of its own.
  [
    /Too many failed login attempts\./g,
    { de_DE: 'Zu viele fehlgeschlagene Anmeldeversuche.', es_ES: 'Demasiados intentos fallidos de acceso.', fr_FR: 'Trop de tentatives de connexion échouées.', it_IT: 'Troppi tentativi di accesso non riusciti.', pt_BR: 'Muitas tentativas de login malsucedidas.' },
  ],
  [
    /Too many password reset requests\./g,
    {
      de_DE: 'Zu viele Anfragen zum Zurücksetzen des Passworts.',
      es_ES: 'Demasiadas solicitudes de restablecimiento de contraseña.',
      fr_FR: 'Trop de demandes de réinitialisation du mot de passe.',
      it_IT: 'Troppe richieste di reimpostazione della password.',
      pt_BR: 'Muitas solicitações de redefinição de senha.',
    },
  ],
  [
    /You have sent several messages already\./g,
    { de_DE: 'Sie haben bereits mehrere Nachrichten gesendet.', es_ES: 'Ya has enviado varios mensajes.', fr_FR: 'Vous avez déjà envoyé plusieurs messages.', it_IT: 'Hai già inviato diversi messaggi.', pt_BR: 'Você já enviou várias mensagens.' },
  ],
  [
    /You are posting reviews too quickly\./g,
    { de_DE: 'Sie schreiben Bewertungen zu schnell hintereinander.', es_ES: 'Estás publicando valoraciones demasiado rápido.', fr_FR: 'Vous publiez des avis trop rapidement.', it_IT: 'Stai pubblicando recensioni troppo rapidamente.', pt_BR: 'Você está publicando avaliações rápido demais.' },
  ],
  [
    /Please try again in 1 minute\./g,
    { de_DE: 'Bitte versuchen Sie es in 1 Minute erneut.', es_ES: 'Inténtalo de nuevo dentro de 1 minuto.', fr_FR: 'Veuillez réessayer dans 1 minute.', it_IT: 'Riprova tra 1 minuto.', pt_BR: 'Tente novamente em 1 minuto.' },
  ],
  [
    /Please try again in (\d+) minutes\./g,
    { de_DE: 'Bitte versuchen Sie es in $1 Minuten erneut.', es_ES: 'Inténtalo de nuevo dentro de $1 minutos.', fr_FR: 'Veuillez réessayer dans $1 minutes.', it_IT: 'Riprova tra $1 minuti.', pt_BR: 'Tente novamente em $1 minutos.' },
  ],
  [
    /The server is busy\. Please try again in a moment\./g,
    {
      de_DE: 'Der Server ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
      es_ES: 'El servidor está ocupado. Inténtalo de nuevo en un momento.',
      fr_FR: 'Le serveur est occupé. Veuillez réessayer dans un instant.',
      it_IT: 'Il server è occupato. Riprova tra un momento.',
      pt_BR: 'O servidor está ocupado. Tente novamente em instantes.',
    },
  ],
  // The cart: what may be bought, and how many.
  [
    /You cannot add another &quot;(.+?)&quot; to your cart\./g,
    {
      de_DE: 'Sie können kein weiteres &quot;$1&quot; in den Warenkorb legen.',
      es_ES: 'No puedes añadir otro &quot;$1&quot; a tu carrito.',
      fr_FR: 'Vous ne pouvez pas ajouter un autre &quot;$1&quot; à votre panier.',
      it_IT: 'Non puoi aggiungere un altro &quot;$1&quot; al carrello.',
      pt_BR: 'Você não pode adicionar outro &quot;$1&quot; ao seu carrinho.',
    },
  ],
  [
    /You cannot add that amount to the cart &mdash; we have (\d+) in stock and you already have (\d+) in your cart\./g,
    {
      de_DE: 'Sie können diese Menge nicht in den Warenkorb legen &mdash; wir haben $1 vorrätig und Sie haben bereits $2 im Warenkorb.',
      es_ES: 'No puedes añadir esa cantidad al carrito &mdash; tenemos $1 en stock y ya tienes $2 en tu carrito.',
      fr_FR: 'Vous ne pouvez pas ajouter cette quantité au panier &mdash; nous en avons $1 en stock et vous en avez déjà $2 dans votre panier.',
      it_IT: 'Non puoi aggiungere questa quantità al carrello &mdash; ne abbiamo $1 disponibili e ne hai già $2 nel carrello.',
      pt_BR: 'Você não pode adicionar essa quantidade ao carrinho &mdash; temos $1 em estoque e você já tem $2 no seu carrinho.',
    },
  ],
  [
    /Sorry, we do not have enough &quot;(.+?)&quot; in stock to fulfill your order \((\d+) available\)\. We apologize for any inconvenience caused\./g,
    {
      de_DE: 'Leider haben wir nicht genügend &quot;$1&quot; vorrätig, um Ihre Bestellung auszuführen ($2 verfügbar). Wir entschuldigen uns für die Unannehmlichkeiten.',
      es_ES: 'Lo sentimos, no tenemos suficiente stock de &quot;$1&quot; para completar tu pedido ($2 disponibles). Disculpa las molestias.',
      fr_FR: 'Désolé, nous n’avons pas assez de &quot;$1&quot; en stock pour honorer votre commande ($2 disponibles). Veuillez nous excuser pour la gêne occasionnée.',
      it_IT: 'Spiacenti, non abbiamo abbastanza &quot;$1&quot; disponibili per evadere il tuo ordine ($2 disponibili). Ci scusiamo per l’inconveniente.',
      pt_BR: 'Desculpe, não temos &quot;$1&quot; suficiente em estoque para atender seu pedido ($2 disponíveis). Pedimos desculpas pelo transtorno.',
    },
  ],
  [
    /Sorry, this product cannot be purchased\./g,
    { de_DE: 'Dieses Produkt kann leider nicht gekauft werden.', es_ES: 'Lo sentimos, este producto no se puede comprar.', fr_FR: 'Désolé, ce produit ne peut pas être acheté.', it_IT: 'Spiacenti, questo prodotto non può essere acquistato.', pt_BR: 'Desculpe, este produto não pode ser comprado.' },
  ],
  [
    /Please choose product options by visiting (<a href="[^"]*" title="[^"]*">.*?<\/a>)\./g,
    {
      de_DE: 'Bitte wählen Sie die Produktoptionen auf der Seite $1.',
      es_ES: 'Elige las opciones del producto en $1.',
      fr_FR: 'Veuillez choisir les options du produit en consultant $1.',
      it_IT: 'Scegli le opzioni del prodotto visitando $1.',
      pt_BR: 'Escolha as opções do produto acessando $1.',
    },
  ],
  [
    /Quantity must be a whole number from (\d+) to (\d+)\./g,
    {
      de_DE: 'Die Menge muss eine ganze Zahl von $1 bis $2 sein.',
      es_ES: 'La cantidad debe ser un número entero de $1 a $2.',
      fr_FR: 'La quantité doit être un nombre entier de $1 à $2.',
      it_IT: 'La quantità deve essere un numero intero da $1 a $2.',
      pt_BR: 'A quantidade deve ser um número inteiro de $1 a $2.',
    },
  ],
  [
    /Quantity must be a whole number\./g,
    { de_DE: 'Die Menge muss eine ganze Zahl sein.', es_ES: 'La cantidad debe ser un número entero.', fr_FR: 'La quantité doit être un nombre entier.', it_IT: 'La quantità deve essere un numero intero.', pt_BR: 'A quantidade deve ser um número inteiro.' },
  ],
  [
    /Failed to add cart item\. Please check input\./g,
    {
      de_DE: 'Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte prüfen Sie Ihre Eingabe.',
      es_ES: 'No se pudo añadir el artículo al carrito. Revisa los datos introducidos.',
      fr_FR: 'Impossible d’ajouter l’article au panier. Veuillez vérifier votre saisie.',
      it_IT: 'Impossibile aggiungere l’articolo al carrello. Controlla i dati inseriti.',
      pt_BR: 'Não foi possível adicionar o item ao carrinho. Verifique os dados informados.',
    },
  ],
  [
    /Some items in your cart are no longer available\. Please remove them and try again\./g,
    {
      de_DE: 'Einige Artikel in Ihrem Warenkorb sind nicht mehr verfügbar. Bitte entfernen Sie sie und versuchen Sie es erneut.',
      es_ES: 'Algunos artículos de tu carrito ya no están disponibles. Elimínalos e inténtalo de nuevo.',
      fr_FR: 'Certains articles de votre panier ne sont plus disponibles. Veuillez les retirer et réessayer.',
      it_IT: 'Alcuni articoli nel carrello non sono più disponibili. Rimuovili e riprova.',
      pt_BR: 'Alguns itens do seu carrinho não estão mais disponíveis. Remova-os e tente novamente.',
    },
  ],
  [
    /This payment has already been used for another order\./g,
    {
      de_DE: 'Diese Zahlung wurde bereits für eine andere Bestellung verwendet.',
      es_ES: 'Este pago ya se ha utilizado para otro pedido.',
      fr_FR: 'Ce paiement a déjà été utilisé pour une autre commande.',
      it_IT: 'Questo pagamento è già stato utilizzato per un altro ordine.',
      pt_BR: 'Este pagamento já foi usado em outro pedido.',
    },
  ],
  [
    /We could not find your order\. Please try again later\./g,
    {
      de_DE: 'Wir konnten Ihre Bestellung nicht finden. Bitte versuchen Sie es später erneut.',
      es_ES: 'No hemos podido encontrar tu pedido. Inténtalo de nuevo más tarde.',
      fr_FR: 'Nous n’avons pas trouvé votre commande. Veuillez réessayer plus tard.',
      it_IT: 'Non siamo riusciti a trovare il tuo ordine. Riprova più tardi.',
      pt_BR: 'Não encontramos seu pedido. Tente novamente mais tarde.',
    },
  ],
  // The account: profile, password and wishlist.
  [
    /Please enter your current password\./g,
    { de_DE: 'Bitte geben Sie Ihr aktuelles Passwort ein.', es_ES: 'Introduce tu contraseña actual.', fr_FR: 'Veuillez saisir votre mot de passe actuel.', it_IT: 'Inserisci la tua password attuale.', pt_BR: 'Informe sua senha atual.' },
  ],
  [
    /Your current password is incorrect\./g,
    { de_DE: 'Ihr aktuelles Passwort ist falsch.', es_ES: 'Tu contraseña actual no es correcta.', fr_FR: 'Votre mot de passe actuel est incorrect.', it_IT: 'La tua password attuale non è corretta.', pt_BR: 'Sua senha atual está incorreta.' },
  ],
  [
    /This email address is already registered\./g,
    { de_DE: 'Diese E-Mail-Adresse ist bereits registriert.', es_ES: 'Esta dirección de correo electrónico ya está registrada.', fr_FR: 'Cette adresse e-mail est déjà enregistrée.', it_IT: 'Questo indirizzo email è già registrato.', pt_BR: 'Este endereço de e-mail já está cadastrado.' },
  ],
  [
    /Please choose a shorter password: at most (\d+) characters\./g,
    {
      de_DE: 'Bitte wählen Sie ein kürzeres Passwort: höchstens $1 Zeichen.',
      es_ES: 'Elige una contraseña más corta: como máximo $1 caracteres.',
      fr_FR: 'Veuillez choisir un mot de passe plus court : au plus $1 caractères.',
      it_IT: 'Scegli una password più corta: al massimo $1 caratteri.',
      pt_BR: 'Escolha uma senha mais curta: no máximo $1 caracteres.',
    },
  ],
  [
    /A password cannot contain a null character\./g,
    { de_DE: 'Ein Passwort darf kein Nullzeichen enthalten.', es_ES: 'Una contraseña no puede contener un carácter nulo.', fr_FR: 'Un mot de passe ne peut pas contenir de caractère nul.', it_IT: 'Una password non può contenere un carattere nullo.', pt_BR: 'A senha não pode conter um caractere nulo.' },
  ],
  [
    /This password is one of the most commonly used and easy to guess\. Please choose another\./g,
    {
      de_DE: 'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wählen Sie ein anderes.',
      es_ES: 'Esta contraseña es una de las más usadas y fáciles de adivinar. Elige otra.',
      fr_FR: 'Ce mot de passe fait partie des plus utilisés et est facile à deviner. Veuillez en choisir un autre.',
      it_IT: 'Questa password è tra le più usate e facili da indovinare. Scegline un’altra.',
      pt_BR: 'Esta senha é uma das mais usadas e fáceis de adivinhar. Escolha outra.',
    },
  ],
  [
    /Please enter a valid account username\./g,
    { de_DE: 'Bitte geben Sie einen gültigen Benutzernamen ein.', es_ES: 'Introduce un nombre de usuario válido.', fr_FR: 'Veuillez saisir un identifiant valide.', it_IT: 'Inserisci un nome utente valido.', pt_BR: 'Informe um nome de usuário válido.' },
  ],
  [
    /A username that contains “@” must be your own email address\./g,
    {
      de_DE: 'Ein Benutzername mit „@“ muss Ihre eigene E-Mail-Adresse sein.',
      es_ES: 'Un nombre de usuario que contiene «@» debe ser tu propia dirección de correo electrónico.',
      fr_FR: 'Un identifiant contenant « @ » doit être votre propre adresse e-mail.',
      it_IT: 'Un nome utente che contiene “@” deve essere il tuo indirizzo email.',
      pt_BR: 'Um nome de usuário que contém “@” precisa ser o seu próprio endereço de e-mail.',
    },
  ],
  [
    /Please enter an account password\./g,
    { de_DE: 'Bitte geben Sie ein Passwort für das Konto ein.', es_ES: 'Introduce una contraseña para la cuenta.', fr_FR: 'Veuillez saisir un mot de passe pour le compte.', it_IT: 'Inserisci una password per l’account.', pt_BR: 'Informe uma senha para a conta.' },
  ],
  [
    /Enter a username or email address\./g,
    { de_DE: 'Geben Sie einen Benutzernamen oder eine E-Mail-Adresse ein.', es_ES: 'Introduce un nombre de usuario o una dirección de correo electrónico.', fr_FR: 'Saisissez un identifiant ou une adresse e-mail.', it_IT: 'Inserisci un nome utente o un indirizzo email.', pt_BR: 'Informe um nome de usuário ou endereço de e-mail.' },
  ],
  [
    /You are already logged in\./g,
    { de_DE: 'Sie sind bereits angemeldet.', es_ES: 'Ya has accedido.', fr_FR: 'Vous êtes déjà connecté.', it_IT: 'Hai già effettuato l’accesso.', pt_BR: 'Você já está conectado.' },
  ],
  [
    /Please log in to keep a wishlist in your account\./g,
    {
      de_DE: 'Bitte melden Sie sich an, um eine Wunschliste in Ihrem Konto zu führen.',
      es_ES: 'Accede para guardar una lista de deseos en tu cuenta.',
      fr_FR: 'Veuillez vous connecter pour garder une liste de souhaits dans votre compte.',
      it_IT: 'Accedi per tenere una lista dei desideri nel tuo account.',
      pt_BR: 'Faça login para manter uma lista de desejos na sua conta.',
    },
  ],
  // Reviews.
  [
    /Please choose a rating from 1 to 5 stars\./g,
    { de_DE: 'Bitte wählen Sie eine Bewertung von 1 bis 5 Sternen.', es_ES: 'Elige una valoración de 1 a 5 estrellas.', fr_FR: 'Veuillez choisir une note de 1 à 5 étoiles.', it_IT: 'Scegli una valutazione da 1 a 5 stelle.', pt_BR: 'Escolha uma nota de 1 a 5 estrelas.' },
  ],
  [
    /Please write your review before submitting it\./g,
    { de_DE: 'Bitte schreiben Sie Ihre Bewertung, bevor Sie sie absenden.', es_ES: 'Escribe tu valoración antes de enviarla.', fr_FR: 'Veuillez rédiger votre avis avant de l’envoyer.', it_IT: 'Scrivi la tua recensione prima di inviarla.', pt_BR: 'Escreva sua avaliação antes de enviá-la.' },
  ],
  [
    /Your review is too long: please keep it under (\d+) characters \(it has (\d+)\)\./g,
    {
      de_DE: 'Ihre Bewertung ist zu lang: bitte weniger als $1 Zeichen (sie hat $2).',
      es_ES: 'Tu valoración es demasiado larga: debe tener menos de $1 caracteres (tiene $2).',
      fr_FR: 'Votre avis est trop long : veuillez rester sous $1 caractères (il en compte $2).',
      it_IT: 'La tua recensione è troppo lunga: resta sotto i $1 caratteri (ne ha $2).',
      pt_BR: 'Sua avaliação é longa demais: mantenha-a abaixo de $1 caracteres (ela tem $2).',
    },
  ],
  [
    /Your order note is too long: please keep it under (\d+) characters\./g,
    {
      de_DE: 'Ihre Bestellnotiz ist zu lang: bitte weniger als $1 Zeichen.',
      es_ES: 'Tu nota del pedido es demasiado larga: debe tener menos de $1 caracteres.',
      fr_FR: 'Votre note de commande est trop longue : veuillez rester sous $1 caractères.',
      it_IT: 'La nota dell’ordine è troppo lunga: resta sotto i $1 caratteri.',
      pt_BR: 'Sua observação do pedido é longa demais: mantenha-a abaixo de $1 caracteres.',
    },
  ],
  [
    /Your name is too long: please keep it under (\d+) characters\./g,
    {
      de_DE: 'Ihr Name ist zu lang: bitte weniger als $1 Zeichen.',
      es_ES: 'Tu nombre es demasiado largo: debe tener menos de $1 caracteres.',
      fr_FR: 'Votre nom est trop long : veuillez rester sous $1 caractères.',
      it_IT: 'Il tuo nome è troppo lungo: resta sotto i $1 caratteri.',
      pt_BR: 'Seu nome é longo demais: mantenha-o abaixo de $1 caracteres.',
    },
  ],
  [
    /Please enter your name\./g,
    { de_DE: 'Bitte geben Sie Ihren Namen ein.', es_ES: 'Introduce tu nombre.', fr_FR: 'Veuillez saisir votre nom.', it_IT: 'Inserisci il tuo nome.', pt_BR: 'Informe seu nome.' },
  ],
  [
    /Please enter your email address\./g,
    { de_DE: 'Bitte geben Sie Ihre E-Mail-Adresse ein.', es_ES: 'Introduce tu dirección de correo electrónico.', fr_FR: 'Veuillez saisir votre adresse e-mail.', it_IT: 'Inserisci il tuo indirizzo email.', pt_BR: 'Informe seu endereço de e-mail.' },
  ],
  [
    /"([^"]*)" is not a valid email address\./g,
    {
      de_DE: '„$1“ ist keine gültige E-Mail-Adresse.',
      es_ES: '«$1» no es una dirección de correo electrónico válida.',
      fr_FR: '« $1 » n’est pas une adresse e-mail valide.',
      it_IT: '“$1” non è un indirizzo email valido.',
      pt_BR: '“$1” não é um endereço de e-mail válido.',
    },
  ],
  [
    /Sorry, this post is closed to comments at the moment/g,
    {
      de_DE: 'Für diesen Beitrag sind derzeit leider keine Kommentare möglich',
      es_ES: 'Lo sentimos, esta entrada está cerrada a comentarios por el momento',
      fr_FR: 'Désolé, les commentaires sont fermés pour cette publication pour le moment',
      it_IT: 'Spiacenti, al momento i commenti per questo articolo sono chiusi',
      pt_BR: 'Desculpe, este post está fechado para comentários no momento',
    },
  ],
  [
    /Duplicate comment detected; it looks as though you’ve already said that!/g,
    {
      de_DE: 'Doppelter Kommentar erkannt; es sieht so aus, als hätten Sie das schon einmal gesagt!',
      es_ES: 'Comentario duplicado detectado; parece que ya has dicho eso.',
      fr_FR: 'Commentaire en double détecté ; on dirait que vous avez déjà dit cela !',
      it_IT: 'Rilevato un commento duplicato; sembra che tu l’abbia già detto!',
      pt_BR: 'Comentário duplicado detectado; parece que você já disse isso!',
    },
  ],
  [
    /You have already reviewed this product\./g,
    { de_DE: 'Sie haben dieses Produkt bereits bewertet.', es_ES: 'Ya has valorado este producto.', fr_FR: 'Vous avez déjà donné votre avis sur ce produit.', it_IT: 'Hai già recensito questo prodotto.', pt_BR: 'Você já avaliou este produto.' },
  ],
  // Social login.
  [
    /The (\S+) login provider is not enabled\./g,
    {
      de_DE: 'Die Anmeldung über $1 ist nicht aktiviert.',
      es_ES: 'El acceso con $1 no está activado.',
      fr_FR: 'La connexion via $1 n’est pas activée.',
      it_IT: 'L’accesso con $1 non è attivo.',
      pt_BR: 'O login com $1 não está ativado.',
    },
  ],
  [
    /The login request has expired or was not started here\. Please try again\./g,
    {
      de_DE: 'Die Anmeldeanfrage ist abgelaufen oder wurde nicht hier gestartet. Bitte versuchen Sie es erneut.',
      es_ES: 'La solicitud de acceso ha caducado o no se inició aquí. Inténtalo de nuevo.',
      fr_FR: 'La demande de connexion a expiré ou n’a pas été lancée ici. Veuillez réessayer.',
      it_IT: 'La richiesta di accesso è scaduta o non è stata avviata qui. Riprova.',
      pt_BR: 'A solicitação de login expirou ou não foi iniciada aqui. Tente novamente.',
    },
  ],
  [
    /The social login could not be completed\. Please try again\./g,
    {
      de_DE: 'Die Anmeldung über das soziale Netzwerk konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
      es_ES: 'No se pudo completar el acceso con la red social. Inténtalo de nuevo.',
      fr_FR: 'La connexion via le réseau social n’a pas pu aboutir. Veuillez réessayer.',
      it_IT: 'Non è stato possibile completare l’accesso con il social network. Riprova.',
      pt_BR: 'Não foi possível concluir o login social. Tente novamente.',
    },
  ],
  [
    /The login provider did not share an email address, so no account can be linked\./g,
    {
      de_DE: 'Der Anmeldedienst hat keine E-Mail-Adresse übermittelt, daher kann kein Konto verknüpft werden.',
      es_ES: 'El proveedor de acceso no compartió una dirección de correo electrónico, así que no se puede vincular ninguna cuenta.',
      fr_FR: 'Le service de connexion n’a pas communiqué d’adresse e-mail, aucun compte ne peut donc être associé.',
      it_IT: 'Il servizio di accesso non ha condiviso un indirizzo email, quindi non è possibile collegare alcun account.',
      pt_BR: 'O provedor de login não compartilhou um endereço de e-mail, então nenhuma conta pode ser vinculada.',
    },
  ],
  [
    /An account with this email address exists\. Please log in with your password\./g,
    {
      de_DE: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melden Sie sich mit Ihrem Passwort an.',
      es_ES: 'Ya existe una cuenta con esta dirección de correo electrónico. Accede con tu contraseña.',
      fr_FR: 'Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter avec votre mot de passe.',
      it_IT: 'Esiste già un account con questo indirizzo email. Accedi con la tua password.',
      pt_BR: 'Já existe uma conta com este endereço de e-mail. Faça login com sua senha.',
    },
  ],
];

/** A server message in the shopper's language, sentence by sentence where the sentences are known ones; others stay as they are. */
export function translateServerMessage(message: string, locale: Locale): string {
  if (locale === 'en_US') return message;
  return MESSAGES.reduce((text, [english, translations]) => text.replace(english, translations[locale]), message);
}
