import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/api';
import { testDatabaseKinds } from '../../test/database';
import { changeProduct, productIdBySlug } from '../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../test/shopper';
import { mailOutbox } from '../../db/schema/mail';
import { passwordResetMailsSettled } from '../auth/password-reset';
import { MAIL_MESSAGES } from './messages';

const ADD = 'mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }';
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order {
  databaseId orderKey paymentMethodTitle metaData { key value } shippingLines { nodes { methodTitle } }
} } }`;
const MUNICH = { firstName: 'Greta', lastName: 'Berger', address1: 'Marienplatz 1', city: 'München', postcode: '80331', state: 'BY', country: 'DE' };

/** The English mail texts' words between their arguments ("Thank you for your order. We have received order #"), unless German says the same ("Status:"). */
const ENGLISH_FRAGMENTS = Object.values(MAIL_MESSAGES.en_US)
  .flatMap((text) => text.split(/\{[^}]*\}/))
  .map((fragment) => fragment.trim())
  .filter((fragment) => /[a-z]{3}/i.test(fragment) && !Object.values(MAIL_MESSAGES.de_DE).some((german) => german.includes(fragment)));

describe.each(testDatabaseKinds)('mails in the shopper’s language on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, ALLOWED_COUNTRIES: 'DE,FR,US,AT' });
  });
  afterAll(() => server.close());

  async function latestMailTo(recipient: string) {
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));
    return mail!;
  }

  it('sends an order placed in German a German mail, keeps its language with the order, and names state, country and status', async () => {
    const shopper = new Shopper(server, 'de-DE');
    await shopper.send(ADD, { id: await productIdBySlug(server.database.db, 'belt') });
    const response = await shopper.send(CHECKOUT, {
      // A client's own language entry cannot change what the server recorded from the request.
      input: { paymentMethod: 'bacs', billing: { ...MUNICH, email: 'greta@example.com' }, metaData: [{ key: 'wpml_language', value: 'fr' }] },
    });
    expect(response.errors).toBeUndefined();
    const order = response.data!.checkout.order;
    expect(order.metaData.filter((entry: { key: string }) => entry.key === 'wpml_language')).toEqual([{ key: 'wpml_language', value: 'de' }]);
    expect(order.paymentMethodTitle).toBe('Direkte Banküberweisung');
    expect(order.shippingLines.nodes).toEqual([{ methodTitle: 'Kostenloser Versand' }]);

    const mail = await latestMailTo('greta@example.com');
    expect(mail.subject).toBe(`Ihre Bestellung #${order.databaseId} ist eingegangen`);
    expect(mail.body).toContain('Hallo Greta,');
    expect(mail.body).toContain('Status: In Wartestellung. Zahlung: Direkte Banküberweisung.');
    expect(mail.body).toContain('Versand (Kostenloser Versand): 0,00 €');
    expect(mail.body).toMatch(/Gesamtsumme: \d+,\d\d €/);
    expect(mail.body).toContain('Kontoinhaber: Vitrine Demo GmbH');
    expect(mail.body).toContain('Rechnungsadresse:\n  Greta Berger\n  Marienplatz 1\n  80331 München\n  Bayern, Deutschland');
    expect(mail.body).toContain(`${server.config.publicUrl}/de/checkout/order-received/${order.databaseId}?key=${order.orderKey}`);
    expect(ENGLISH_FRAGMENTS.filter((fragment) => mail.body.includes(fragment) || mail.subject.includes(fragment))).toEqual([]);
    expect(mail.body).not.toMatch(/on-hold|Germany|\bBY\b/);
  });

  it('keeps the English mail for a shopper whose language is English or unknown', async () => {
    const shopper = new Shopper(server, 'sv-SE, en;q=0.5');
    await shopper.send(ADD, { id: await productIdBySlug(server.database.db, 'belt') });
    const response = await shopper.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: { ...MUNICH, email: 'sven@example.com' } } });
    const order = response.data!.checkout.order;
    expect(order.paymentMethodTitle).toBe('Cash on delivery');
    const mail = await latestMailTo('sven@example.com');
    expect(mail.subject).toBe(`Your order #${order.databaseId} has been received`);
    expect(mail.body).toContain('Status: Processing. Payment: Cash on delivery.');
    expect(mail.body).toContain('  Bayern, Germany');
    expect(mail.body).toContain(`${server.config.publicUrl}/checkout/order-received/${order.databaseId}`);
  });

  it('welcomes a customer who registered in French in French, and sends a password reset asked for in Italian in Italian', async () => {
    const french = new Shopper(server, 'fr-FR,fr;q=0.9');
    await french.register('amelie');
    const welcome = await latestMailTo('amelie@example.com');
    expect(welcome.subject).toBe('Votre compte a été créé');
    expect(welcome.body).toContain('Votre identifiant est amelie.');
    expect(welcome.body).toContain(`${server.config.publicUrl}/fr/my-account`);

    const italian = new Shopper(server, 'it');
    const asked = await italian.send('mutation { sendPasswordResetEmail(input: { username: "amelie" }) { success } }');
    expect(asked.errors).toBeUndefined();
    // The reset is answered before its mail is written (the same answer time whether the account exists).
    await passwordResetMailsSettled();
    const reset = await latestMailTo('amelie@example.com');
    expect(reset.subject).toBe('Richiesta di reimpostazione della password');
    expect(reset.body).toContain(`${server.config.publicUrl}/it/my-account/lost-password?key=`);
  });

  it('welcomes a customer whose account was made at checkout in the checkout’s language', async () => {
    const shopper = new Shopper(server, 'es-ES');
    await shopper.send(ADD, { id: await productIdBySlug(server.database.db, 'belt') });
    const response = await shopper.send(CHECKOUT, {
      input: { paymentMethod: 'cod', billing: { ...MUNICH, email: 'lucia@example.com' }, account: { username: 'lucia', password: 'correct horse 42' } },
    });
    expect(response.errors).toBeUndefined();
    const mails = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'lucia@example.com')).orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.subject)).toEqual(['Tu cuenta ha sido creada', `Hemos recibido tu pedido n.º ${response.data!.checkout.order.databaseId}`]);
  });

  it('answers WooCommerce’s default shipping and payment titles in the shopper’s language, and the shop’s own titles as typed', async () => {
    const GATEWAYS = '{ paymentGateways { nodes { id title description } } }';
    const german = await new Shopper(server, 'de-DE').send(GATEWAYS);
    const cod = german.data!.paymentGateways.nodes.find((gateway: { id: string }) => gateway.id === 'cod');
    expect(cod).toMatchObject({ title: 'Nachnahme', description: 'Zahlen Sie bar bei Lieferung.' });
    // The same query in English right after: a German answer is never kept for everyone.
    const english = await new Shopper(server).send(GATEWAYS);
    expect(english.data!.paymentGateways.nodes.find((gateway: { id: string }) => gateway.id === 'cod')).toMatchObject({ title: 'Cash on delivery' });

    const berliner = new Shopper(server, 'de-DE');
    await berliner.send(ADD, { id: await productIdBySlug(server.database.db, 'cap') });
    const rates = await berliner.send(
      `mutation { updateCustomer(input: { shipping: { country: DE, postcode: "10117", city: "Berlin" } }) {
        customer { id } } }`,
    );
    expect(rates.errors).toBeUndefined();
    const cart = await berliner.send('{ cart { availableShippingMethods { rates { label } } } }');
    expect(cart.data!.cart.availableShippingMethods[0].rates.map((rate: { label: string }) => rate.label)).toEqual(['Same-day courier', 'Abholung vor Ort']);
  });

  it('words a refusal the shopper reads in their language, and keeps WooCommerce’s English for others', async () => {
    const APPLY = (code: string) => `mutation { applyCoupon(input: { code: "${code}" }) { cart { isEmpty } } }`;
    const german = new Shopper(server, 'de-DE');
    await german.send(ADD, { id: await productIdBySlug(server.database.db, 'cap') });
    expect((await german.send(APPLY('expired15'))).errors?.[0]).toMatchObject({ message: 'Dieser Gutschein ist abgelaufen.', extensions: { code: expect.any(String) } });
    expect((await german.send(APPLY('nosuchcode'))).errors?.[0]?.message).toBe('Gutschein &quot;nosuchcode&quot; kann nicht angewendet werden, da er nicht existiert.');
    const login = 'mutation { login(input: { provider: PASSWORD, credentials: { username: "nobody-here", password: "x" } }) { authToken } }';
    expect((await new Shopper(server, 'pt-BR').send(login)).errors?.[0]?.message).toBe('Nenhuma conta encontrada com esse nome de usuário. Cadastre-se para criar uma nova conta.');

    const english = new Shopper(server);
    await english.send(ADD, { id: await productIdBySlug(server.database.db, 'cap') });
    expect((await english.send(APPLY('expired15'))).errors?.[0]?.message).toBe('This coupon has expired.');
  });

  it('words the rarer refusals in the shopper’s language too: cart limits, rate limits, the profile, reviews and social login', async () => {
    const message = async (shopper: Shopper, query: string, variables?: Record<string, unknown>) => (await shopper.send(query, variables)).errors?.[0]?.message;
    const german = new Shopper(server, 'de-DE');

    const beanie = await changeProduct(server.database.db, 'beanie', { soldIndividually: true });
    await german.send(ADD, { id: beanie });
    expect(await message(german, ADD, { id: beanie })).toMatch(/^Sie können kein weiteres &quot;.+&quot; in den Warenkorb legen\.$/);
    const addMany = 'mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: -3 }) { cart { isEmpty } } }';
    expect(await message(german, addMany, { id: beanie })).toBe('Die Menge muss eine ganze Zahl von 1 bis 9999 sein.');
    expect(await message(german, `mutation { addToCart(input: { productId: ${beanie}, quantity: 2.5 }) { cart { isEmpty } } }`)).toBe('Die Menge muss eine ganze Zahl sein.');

    const CONTACT = 'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { success } }';
    const note = { name: 'Greta', email: 'greta@example.com', message: 'Wo bleibt meine Bestellung?' };
    for (let sent = 0; sent < 5; sent += 1) expect(await message(german, CONTACT, { input: note })).toBeUndefined();
    expect(await message(german, CONTACT, { input: note })).toMatch(/^Sie haben bereits mehrere Nachrichten gesendet\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/);

    await german.register('greta-profile');
    await german.login('greta-profile');
    const newPassword = 'mutation { updateCustomer(input: { password: "another horse 43" }) { customer { id } } }';
    expect(await message(german, newPassword)).toBe('Bitte geben Sie Ihr aktuelles Passwort ein.');

    const review = 'mutation ($id: Int!) { writeReview(input: { commentOn: $id, rating: 0, content: "Warm." }) { rating } }';
    expect(await message(german, review, { id: beanie })).toBe('Bitte wählen Sie eine Bewertung von 1 bis 5 Sternen.');

    const social = 'mutation { login(input: { provider: GOOGLE, oauthResponse: { code: "c", state: "s" } }) { authToken } }';
    expect(await message(new Shopper(server, 'de-DE'), social)).toBe('Die Anmeldung über GOOGLE ist nicht aktiviert.');
    expect(await message(new Shopper(server), social)).toBe('The GOOGLE login provider is not enabled.');
  });
});
