import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema/mail';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';

const SEND = 'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { success clientMutationId } }';
const SHOP = 'team@shop.example';

const valid = {
  name: 'Maria Keller',
  email: 'maria@example.com',
  subject: 'Hoodie size',
  orderNumber: '1042',
  message: 'Does the hoodie run small?\nI usually wear a medium.',
};

describe.each(testDatabaseKinds)('the contact form on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SHOP_EMAIL: SHOP });
  });
  afterAll(() => server.close());

  const mailsToShop = () => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, SHOP)).orderBy(desc(mailOutbox.id));
  const send = (input: Record<string, unknown>, address = '192.0.2.10') => server.graphql(SEND, { input }, {}, address);

  it("mails the message to the shop's address, with everything the shopper wrote", async () => {
    const answer = await send({ ...valid, clientMutationId: 'c1' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.sendContactMessage).toEqual({ success: true, clientMutationId: 'c1' });
    const [mail] = await mailsToShop();
    expect(mail!.subject).toBe('Contact form: Hoodie size');
    expect(mail!.body).toContain('From: Maria Keller <maria@example.com>');
    expect(mail!.body).toContain('Order: 1042');
    expect(mail!.body).toContain('Does the hoodie run small?\nI usually wear a medium.');
  });

  it.each([
    ['name', { name: '   ' }, 'Please enter your name.'],
    ['name', { name: 'x'.repeat(101) }, 'Your name is too long: please keep it under 100 characters (it has 101).'],
    ['email', { email: '' }, 'Please enter your email address, so we can answer you.'],
    ['email', { email: 'maria at example' }, '"maria at example" is not a valid email address.'],
    ['subject', { subject: 's'.repeat(151) }, 'The subject is too long: please keep it under 150 characters (it has 151).'],
    ['orderNumber', { orderNumber: '9'.repeat(41) }, 'The order number is too long: please keep it under 40 characters (it has 41).'],
    ['message', { message: 'Hi?' }, 'Please write your message (at least 10 characters).'],
    ['message', { message: 'm'.repeat(5001) }, 'Your message is too long: please keep it under 5000 characters (it has 5001).'],
  ])('refuses a bad %s with a message naming the field, and sends nothing', async (field, change, message) => {
    const before = (await mailsToShop()).length;
    const answer = await send({ ...valid, ...change }, '192.0.2.11');
    expect(answer.data?.sendContactMessage ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await mailsToShop()).toHaveLength(before);
  });

  it('keeps line breaks out of the subject, so no header can be smuggled into the mail', async () => {
    await send({ ...valid, subject: 'Hello\r\nBcc: victim@example.com', name: 'Eve\nBcc: x@example.com' }, '192.0.2.12');
    const [mail] = await mailsToShop();
    expect(mail!.subject).toBe('Contact form: Hello Bcc: victim@example.com');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.body).toContain('From: Eve Bcc: x@example.com <maria@example.com>');
  });

  it('answers a filled-in hidden field as sent, and drops the message', async () => {
    const before = (await mailsToShop()).length;
    const answer = await send({ ...valid, website: 'https://spam.example' }, '192.0.2.13');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.sendContactMessage.success).toBe(true);
    expect(await mailsToShop()).toHaveLength(before);
  });

  it('takes five messages an hour from one client address, then asks to wait', async () => {
    const answers = [];
    for (let n = 0; n < 7; n += 1) answers.push(await send({ ...valid, subject: `Question ${n}` }, '203.0.113.50'));
    expect(answers.slice(0, 5).every((answer) => answer.data?.sendContactMessage?.success === true)).toBe(true);
    for (const refused of answers.slice(5)) {
      expect(refused.errors?.[0]?.message).toMatch(/^You have sent several messages already\. Please try again in \d+ minutes?\.$/);
      expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    }
    const subjects = (await mailsToShop()).map((mail) => mail.subject);
    expect(subjects).not.toContain('Contact form: Question 5');
    expect((await send(valid, '203.0.113.51')).errors).toBeUndefined();
  });

  it('refuses a request without the required fields before it reaches the mail', async () => {
    const answer = await server.graphql(SEND, { input: { name: 'Maria' } });
    expect(answer.errors?.[0]?.message).toMatch(/email|message/);
  });
});
