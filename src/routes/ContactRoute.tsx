import { FormattedMessage, useIntl } from 'react-intl';
import { backend } from '../backend/backend';
import { ContactForm } from '../components/ContactForm/ContactForm';
import { PageMeta } from '../components/PageMeta/PageMeta';
import { contactDetails, site } from '../config';
import * as content from './ContentPage.css';
import * as styles from './ContactRoute.css';

/** The shop's country in the shopper's language ("Deutschland", "Germany"). */
function useCountryName(code: string): string {
  const intl = useIntl();
  if (!code) return '';
  try {
    return new Intl.DisplayNames([intl.locale.replace('_', '-')], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** /contact (spec §2): how to reach the shop, and a form that writes to it. */
export function Component() {
  const intl = useIntl();
  const country = useCountryName(contactDetails.country);
  const hasForm = backend().capabilities.contactForm;
  return (
    <article className={styles.page}>
      <PageMeta
        title={intl.formatMessage({ id: 'contact.title', defaultMessage: 'Contact us' })}
        description={intl.formatMessage({ id: 'contact.description', defaultMessage: 'How to reach {siteName}.' }, { siteName: site.siteName })}
      />
      <h1 className={content.title}>
        <FormattedMessage id="contact.title" defaultMessage="Contact us" />
      </h1>
      <p className={content.lead}>
        <FormattedMessage id="contact.lead" defaultMessage="Questions about a product, an order or a delivery? We are happy to help." />
      </p>
      <div className={styles.columns}>
        {hasForm ? (
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">
              <FormattedMessage id="contact.formTitle" defaultMessage="Write to us" />
            </h2>
            <ContactForm shopEmail={contactDetails.email} />
          </section>
        ) : null}
        <div className={styles.details}>
          {contactDetails.address.length > 0 || contactDetails.email || contactDetails.phone ? (
            <section className={styles.card} aria-labelledby="contact-reach">
              <h2 id="contact-reach" className={styles.cardTitle}>
                <FormattedMessage id="contact.reachTitle" defaultMessage="Where to find us" />
              </h2>
              {contactDetails.address.length > 0 ? (
                <address className={styles.address}>
                  {[...contactDetails.address, country].filter(Boolean).map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                </address>
              ) : null}
              {contactDetails.email ? (
                <p className={styles.text}>
                  <FormattedMessage id="contact.emailLabel" defaultMessage="Email:" />{' '}
                  <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
                </p>
              ) : null}
              {contactDetails.phone ? (
                <p className={styles.text}>
                  <FormattedMessage id="contact.phoneLabel" defaultMessage="Phone:" />{' '}
                  <a href={`tel:${contactDetails.phone.replace(/[^\d+]/g, '')}`}>{contactDetails.phone}</a>
                </p>
              ) : null}
            </section>
          ) : null}
          <section className={styles.card} aria-labelledby="contact-hours">
            <h2 id="contact-hours" className={styles.cardTitle}>
              <FormattedMessage id="contact.hoursTitle" defaultMessage="Opening hours" />
            </h2>
            <p className={styles.text}>
              <FormattedMessage id="contact.hoursText" defaultMessage="We answer on working days and reply within one working day." />
            </p>
          </section>
          <section className={styles.card} aria-labelledby="contact-orders">
            <h2 id="contact-orders" className={styles.cardTitle}>
              <FormattedMessage id="contact.ordersTitle" defaultMessage="Orders and deliveries" />
            </h2>
            <p className={styles.text}>
              <FormattedMessage
                id="contact.ordersText"
                defaultMessage="Please have your order number at hand: you find it in the confirmation email and under My Account."
              />
            </p>
          </section>
        </div>
      </div>
    </article>
  );
}
