import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { RequestError } from '../../relay/request-error';
import { textFieldParse } from '../../lib/typedText';
import { useSendContactMessageMutation, type ContactMessage } from '../../mutations/useSendContactMessageMutation';
import { AdoptEarlyInput, type EarlyInputFields } from '../AdoptEarlyInput/AdoptEarlyInput';
import * as checkout from '../CheckoutForm/Checkout.css';
import { FormTextField } from '../FormTextField/FormTextField';
import { SubmitError } from '../SubmitError/SubmitError';
import * as styles from './ContactForm.css';

/** The server's limits (server/services/contact): the fields take no more, so nothing typed is refused later. */
const LIMITS = { name: 100, email: 254, subject: 150, orderNumber: 40, message: 5000 } as const;
const MESSAGE_MIN_LENGTH = 10;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

type Values = Partial<Record<keyof ContactMessage, string>>;

const oneLine = textFieldParse('single-line');
/** What a shopper may have typed before the page's code was in (see AdoptEarlyInput), kept as its field keeps it; not the bots' trap. */
const EARLY_INPUT: EarlyInputFields = { name: oneLine, email: oneLine, orderNumber: oneLine, subject: oneLine, message: textFieldParse('multi-line') };

/** Writes to the shop: the message is mailed to the shop, which answers the address given. */
export function ContactForm({ shopEmail }: { shopEmail: string }) {
  const intl = useIntl();
  const send = useSendContactMessageMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const required = intl.formatMessage({ id: 'form.required', defaultMessage: 'This field is required.' });
  // The form goes away: the keyboard goes where the confirmation is.
  useEffect(() => {
    if (sentTo) statusRef.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <p role="status" className={checkout.success} ref={statusRef} tabIndex={-1}>
        <FormattedMessage
          id="contact.sent"
          defaultMessage="Thank you, your message has been sent. We will reply to {email} within one working day."
          values={{ email: sentTo }}
        />
      </p>
    );
  }

  return (
    <Form<Values>
      onSubmit={async (values) => {
        const message = {
          name: values.name?.trim() ?? '',
          email: values.email?.trim() ?? '',
          subject: values.subject?.trim() || null,
          orderNumber: values.orderNumber?.trim() || null,
          message: values.message?.trim() ?? '',
          website: values.website ?? null,
        };
        try {
          if (!(await send(message))) throw new Error('not sent');
        } catch (error) {
          const tooMany = error instanceof RequestError && error.details.codes.includes('TOO_MANY_ATTEMPTS');
          return {
            [FORM_ERROR]: tooMany
              ? intl.formatMessage({ id: 'contact.tooMany', defaultMessage: 'You have sent several messages already. Please try again in an hour.' })
              : intl.formatMessage(
                  { id: 'contact.failed', defaultMessage: 'Sorry, your message could not be sent. Please try again later or write to {email}.' },
                  { email: shopEmail },
                ),
          };
        }
        setSentTo(message.email);
        return undefined;
      }}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form ref={formElement} onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-labelledby="contact-form-title" className={styles.form}>
          <FormTextField
            name="name"
            label={<FormattedMessage id="contact.name" defaultMessage="Your name" />}
            autoComplete="name"
            isRequired
            maxLength={LIMITS.name}
            validate={(value) => (value?.trim() ? undefined : required)}
          />
          <FormTextField
            name="email"
            type="email"
            label={<FormattedMessage id="contact.email" defaultMessage="Your email address" />}
            autoComplete="email"
            isRequired
            maxLength={LIMITS.email}
            validate={(value) =>
              !value?.trim()
                ? required
                : EMAIL.test(value.trim())
                  ? undefined
                  : intl.formatMessage({ id: 'form.invalidEmail', defaultMessage: 'Please enter a valid email address.' })
            }
          />
          <FormTextField
            name="orderNumber"
            label={<FormattedMessage id="contact.orderNumber" defaultMessage="Order number (optional)" />}
            maxLength={LIMITS.orderNumber}
          />
          <FormTextField name="subject" label={<FormattedMessage id="contact.subject" defaultMessage="Subject (optional)" />} maxLength={LIMITS.subject} />
          <div className={styles.wide}>
            <FormTextField
              name="message"
              label={<FormattedMessage id="contact.message" defaultMessage="Your message" />}
              isRequired
              multiline={6}
              maxLength={LIMITS.message}
              validate={(value) =>
                (value?.trim().length ?? 0) >= MESSAGE_MIN_LENGTH
                  ? undefined
                  : intl.formatMessage(
                      { id: 'contact.messageTooShort', defaultMessage: 'Please write your message (at least {min} characters).' },
                      { min: MESSAGE_MIN_LENGTH },
                    )
              }
            />
          </div>
          <div className={styles.trap} aria-hidden="true">
            <Field name="website" component="input" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <div className={styles.wide}>
            <p className={styles.hint}>
              <FormattedMessage id="contact.privacy" defaultMessage="We use your details only to answer your message." />
            </p>
            <SubmitError error={submitError} />
            <Button type="submit" className={checkout.primaryButton} isDisabled={submitting}>
              {submitting ? (
                <FormattedMessage id="contact.sending" defaultMessage="Sending…" />
              ) : (
                <FormattedMessage id="contact.send" defaultMessage="Send message" />
              )}
            </Button>
          </div>
          {/* Last, so that the fields before it already listen to the form when its effect runs. */}
          <AdoptEarlyInput form={form} element={formElement} fields={EARLY_INPUT} />
        </form>
      )}
    />
  );
}
