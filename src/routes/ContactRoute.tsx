import { FormattedMessage, useIntl } from 'react-intl';
import { PageMeta } from '../components/PageMeta/PageMeta';
import { site } from '../config';
import * as styles from './ContentPage.css';

/** /contact (spec §2). */
export function Component() {
  const intl = useIntl();
  return (
    <article className={styles.page}>
      <PageMeta
        title={intl.formatMessage({ id: 'contact.title', defaultMessage: 'Contact us' })}
        description={intl.formatMessage(
          { id: 'contact.description', defaultMessage: 'How to reach {siteName}.' },
          { siteName: site.siteName },
        )}
      />
      <h1 className={styles.title}>
        <FormattedMessage id="contact.title" defaultMessage="Contact us" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="contact.lead"
          defaultMessage="Questions about a product, an order or a delivery? We are happy to help."
        />
      </p>
      <section className={styles.section} aria-labelledby="contact-orders">
        <h2 id="contact-orders">
          <FormattedMessage id="contact.ordersTitle" defaultMessage="Orders and deliveries" />
        </h2>
        <p>
          <FormattedMessage
            id="contact.ordersText"
            defaultMessage="Please have your order number at hand: you find it in the confirmation email and under My Account."
          />
        </p>
      </section>
      <section className={styles.section} aria-labelledby="contact-hours">
        <h2 id="contact-hours">
          <FormattedMessage id="contact.hoursTitle" defaultMessage="Opening hours" />
        </h2>
        <p>
          <FormattedMessage id="contact.hoursText" defaultMessage="We answer on working days and reply within one working day." />
        </p>
      </section>
    </article>
  );
}
