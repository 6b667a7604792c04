import type { Database } from '../../db/client';
import { userError } from '../../graphql/errors';
import { isValidEmail } from '../customers/validation';
import { sendMail, type MailDeps } from '../mail/mailer';
import { retryInMinutes, takeAttempt } from '../security/rate-limit';

/** Field lengths the form shows too: long enough for any real message, short enough to bound a mail. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, orderNumber: 40, message: 5000 } as const;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
/** Messages one client address may send an hour: a shopper rarely writes twice, a spammer would write all day. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
const HOUR = 3_600_000;

export interface ContactMessageInput {
  name?: string | null;
  email?: string | null;
  subject?: string | null;
  orderNumber?: string | null;
  message?: string | null;
  /** A field people never see (the form hides it); software that fills every field fills it. */
  website?: string | null;
}

type Field = 'name' | 'email' | 'subject' | 'orderNumber' | 'message';

function invalid(field: Field, message: string): never {
  throw userError(message, 'BAD_USER_INPUT', { field });
}

/** One line of text: control characters and line breaks go (a subject line must not carry mail headers). */
function oneLine(value: string | null | undefined): string {
  return (value ?? '').replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Free text: line breaks kept, other control characters dropped. */
function paragraphs(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function checkLength(field: Field, label: string, value: string): void {
  const limit = CONTACT_LIMITS[field];
  if (value.length > limit) invalid(field, `${label} is too long: please keep it under ${limit} characters (it has ${value.length}).`);
}

/** The checked message, or a shopper-readable error naming the field (`extensions.field`). */
export function validateContactMessage(input: ContactMessageInput) {
  const name = oneLine(input.name);
  const email = oneLine(input.email);
  const subject = oneLine(input.subject);
  const orderNumber = oneLine(input.orderNumber);
  const message = paragraphs(input.message);
  if (name === '') invalid('name', 'Please enter your name.');
  checkLength('name', 'Your name', name);
  if (email === '') invalid('email', 'Please enter your email address, so we can answer you.');
  if (email.length > CONTACT_LIMITS.email || !isValidEmail(email)) invalid('email', `"${email.slice(0, 60)}" is not a valid email address.`);
  checkLength('subject', 'The subject', subject);
  checkLength('orderNumber', 'The order number', orderNumber);
  if (message.length < CONTACT_MESSAGE_MIN_LENGTH) {
    invalid('message', `Please write your message (at least ${CONTACT_MESSAGE_MIN_LENGTH} characters).`);
  }
  checkLength('message', 'Your message', message);
  return { name, email, subject, orderNumber, message };
}

/**
 * Sends a shopper's message to the shop (SHOP_EMAIL; the outbox without SMTP), with the shopper as
 * Reply-To so the shop answers with one click. Nothing is mailed to the address the shopper typed:
 * the form cannot be used to send mail to strangers. A filled-in honeypot is answered like a success
 * (a bot learns nothing) and sends nothing.
 */
export async function sendContactMessage(deps: MailDeps & { db: Database; clientAddress: string }, input: ContactMessageInput): Promise<void> {
  const checked = validateContactMessage(input);
  if (oneLine(input.website) !== '') {
    deps.log.info('contact message dropped: the hidden field was filled in');
    return;
  }
  const attempt = await takeAttempt(deps.db, [
    { key: `contact:address:${deps.clientAddress}`, limit: CONTACT_MESSAGES_PER_HOUR, idleResetMs: HOUR, blockMs: () => HOUR },
  ]);
  if (!attempt.allowed) throw userError(`You have sent several messages already. ${retryInMinutes(attempt.retryAt)}`, 'TOO_MANY_ATTEMPTS');
  await sendMail(deps, {
    to: deps.config.shopEmail,
    replyTo: checked.email,
    subject: `Contact form: ${checked.subject || `message from ${checked.name}`}`,
    text: [
      `From: ${checked.name} <${checked.email}>`,
      ...(checked.orderNumber ? [`Order: ${checked.orderNumber}`] : []),
      ...(checked.subject ? [`Subject: ${checked.subject}`] : []),
      '',
      checked.message,
      '',
      '-- ',
      'Sent through the contact page. Reply to this mail to answer the shopper.',
    ].join('\n'),
  });
}
