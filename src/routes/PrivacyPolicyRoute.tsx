import { FormattedMessage, useIntl } from 'react-intl';
import { PageMeta } from '../components/PageMeta/PageMeta';
import { site } from '../config';
import * as styles from './ContentPage.css';

/** /privacy-policy (spec §2): what this storefront keeps in the browser and why. */
export function Component() {
  const intl = useIntl();
  return (
    <article className={styles.page}>
      <PageMeta
        title={intl.formatMessage({ id: 'privacy.title', defaultMessage: 'Privacy policy' })}
        description={intl.formatMessage(
          { id: 'privacy.description', defaultMessage: 'What {siteName} stores about you and why.' },
          { siteName: site.siteName },
        )}
      />
      <h1 className={styles.title}>
        <FormattedMessage id="privacy.title" defaultMessage="Privacy policy" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="privacy.lead"
          defaultMessage="{siteName} stores only what it needs to run the shop for you."
          values={{ siteName: site.siteName }}
        />
      </p>
      <section className={styles.section} aria-labelledby="privacy-browser">
        <h2 id="privacy-browser">
          <FormattedMessage id="privacy.browserTitle" defaultMessage="In your browser" />
        </h2>
        <ul>
          <li>
            <FormattedMessage
              id="privacy.sessionCookie"
              defaultMessage="A session cookie that keeps your cart between visits."
            />
          </li>
          <li>
            <FormattedMessage id="privacy.languageCookie" defaultMessage="A cookie that remembers the language you chose." />
          </li>
          <li>
            <FormattedMessage
              id="privacy.localStorage"
              defaultMessage="Your wishlist and, once you sign in, your sign-in token, kept in this browser's local storage."
            />
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="privacy-orders">
        <h2 id="privacy-orders">
          <FormattedMessage id="privacy.ordersTitle" defaultMessage="When you order" />
        </h2>
        <p>
          <FormattedMessage
            id="privacy.ordersText"
            defaultMessage="Your name, addresses, email and order details are stored by the shop to deliver your order and for accounting. They are not sold or shared beyond payment and delivery."
          />
        </p>
      </section>
      <section className={styles.section} aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">
          <FormattedMessage id="privacy.rightsTitle" defaultMessage="Your rights" />
        </h2>
        <p>
          <FormattedMessage
            id="privacy.rightsText"
            defaultMessage="You can ask to see, correct or delete your data at any time through the contact page."
          />
        </p>
      </section>
    </article>
  );
}
