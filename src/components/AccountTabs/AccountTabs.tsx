import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary';
import { AccountDownloads } from '../AccountDownloads/AccountDownloads';
import { AccountOrders } from '../AccountOrders/AccountOrders';
import { WishlistItems } from '../WishlistItems/WishlistItems';
import * as styles from './AccountTabs.css';

/**
 * The forms (details with its country and state selects, password) are not in the tab that opens
 * first: their code follows once the account is shown.
 */
const loadAccountDetailsForm = () => import('../AccountDetailsForm/AccountDetailsForm');
const loadAccountPasswordForm = () => import('../AccountPasswordForm/AccountPasswordForm');
const AccountDetailsForm = lazy(() => loadAccountDetailsForm().then((module) => ({ default: module.AccountDetailsForm })));
const AccountPasswordForm = lazy(() => loadAccountPasswordForm().then((module) => ({ default: module.AccountPasswordForm })));

const TABS = ['orders', 'downloads', 'wishlist', 'details', 'password'] as const;
type AccountTab = (typeof TABS)[number];

function isTab(value: string | null): value is AccountTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

function Failed({ children }: { children: ReactNode }) {
  return <p role="alert">{children}</p>;
}

/** The signed-in account: orders, downloads, wishlist, details and password, the tab kept in `?tab=`. */
export function AccountTabs({ viewerId }: { viewerId: string }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: AccountTab = isTab(requested) ? requested : 'orders';
  useEffect(() => {
    void loadAccountDetailsForm();
    void loadAccountPasswordForm();
  }, []);
  const select = (key: Key) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', String(key));
    setSearchParams(next);
  };
  return (
    <Tabs selectedKey={selected} onSelectionChange={select}>
      <TabList className={styles.tabList} aria-label={intl.formatMessage({ id: 'account.title', defaultMessage: 'My Account' })}>
        <Tab id="orders" className={styles.tab}>
          <FormattedMessage id="account.tab.orders" defaultMessage="Orders" />
        </Tab>
        <Tab id="downloads" className={styles.tab}>
          <FormattedMessage id="account.tab.downloads" defaultMessage="Downloads" />
        </Tab>
        <Tab id="wishlist" className={styles.tab}>
          <FormattedMessage id="account.tab.wishlist" defaultMessage="Wishlist" />
        </Tab>
        <Tab id="details" className={styles.tab}>
          <FormattedMessage id="account.tab.details" defaultMessage="Account details" />
        </Tab>
        <Tab id="password" className={styles.tab}>
          <FormattedMessage id="account.tab.password" defaultMessage="Password" />
        </Tab>
      </TabList>
      <TabPanel id="orders" className={styles.panel}>
        <ErrorBoundary
          fallback={
            <Failed>
              <FormattedMessage id="account.ordersError" defaultMessage="There was an error getting your orders. Please try again later." />
            </Failed>
          }
        >
          <Suspense fallback={null}>
            <AccountOrders />
          </Suspense>
        </ErrorBoundary>
      </TabPanel>
      <TabPanel id="downloads" className={styles.panel}>
        <ErrorBoundary
          fallback={
            <Failed>
              <FormattedMessage id="account.downloadsError" defaultMessage="There was an error getting your downloads. Please try again later." />
            </Failed>
          }
        >
          <Suspense fallback={null}>
            <AccountDownloads />
          </Suspense>
        </ErrorBoundary>
      </TabPanel>
      <TabPanel id="wishlist" className={styles.panel}>
        <WishlistItems />
      </TabPanel>
      <TabPanel id="details" className={styles.panel}>
        <ErrorBoundary
          fallback={
            <Failed>
              <FormattedMessage id="error.generic" defaultMessage="Something went wrong" />
            </Failed>
          }
        >
          <Suspense fallback={null}>
            <AccountDetailsForm />
          </Suspense>
        </ErrorBoundary>
      </TabPanel>
      <TabPanel id="password" className={styles.panel}>
        <Suspense fallback={null}>
          <AccountPasswordForm viewerId={viewerId} />
        </Suspense>
      </TabPanel>
    </Tabs>
  );
}
