import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteData } from '../router/NavigationRouter';
import type { MyAccountRouteQuery } from '../__generated__/MyAccountRouteQuery.graphql';
import { AccountRegisterForm } from '../components/AccountRegisterForm/AccountRegisterForm';
import * as formStyles from '../components/CheckoutForm/Checkout.css';
import { LoginForm } from '../components/LoginForm/LoginForm';
import { SocialLoginButtons } from '../components/SocialLoginButtons/SocialLoginButtons';
import * as tabStyles from '../components/AccountTabs/AccountTabs.css';
import { storeSettings } from '../config';
import { loadRouteQuery } from '../relay/loadRouteQuery';
import { sessionControllerFor } from '../session/sessionController';
import { isSignedIn } from '../session/authTokens';
import { useIsSignedIn } from '../session/useIsSignedIn';
import { useSignOut } from '../session/useSignOut';
import type { RouteLoader } from './types';
import { PageMeta } from '../components/PageMeta/PageMeta';
import * as styles from './AccountRoutes.css';

const query = graphql`
  query MyAccountRouteQuery {
    viewer {
      id
      username
    }
    loginClients {
      ...SocialLoginButtons_loginClients
    }
  }
`;

/** The account tabs (orders, downloads, wishlist, details and password) are loaded for a signed-in shopper only. */
const loadAccountTabs = () => import('../components/AccountTabs/AccountTabs');
const AccountTabs = lazy(() => loadAccountTabs().then((module) => ({ default: module.AccountTabs })));

export const loader: RouteLoader<Promise<PreloadedQuery<MyAccountRouteQuery>>> = async (_args, environment) => {
  await sessionControllerFor(environment).start();
  // Downloads alongside the screen's data.
  if (isSignedIn()) void loadAccountTabs();
  return loadRouteQuery<MyAccountRouteQuery>(environment, query, {});
};

/** /my-account: sign-in, registration and social login when signed out; the account tabs when signed in. */
export function Component() {
  const intl = useIntl();
  const data = usePreloadedQuery<MyAccountRouteQuery>(query, useRouteData<PreloadedQuery<MyAccountRouteQuery>>());
  const signedIn = useIsSignedIn();
  const signOut = useSignOut();
  const [justRegistered, setJustRegistered] = useState(false);
  const title = intl.formatMessage({ id: 'account.title', defaultMessage: 'My Account' });
  const viewer = signedIn ? data.viewer : null;
  // The welcome note belongs to the account just created: it goes with the sign-in.
  if (justRegistered && !signedIn) setJustRegistered(false);

  return (
    <div className={styles.page}>
      <PageMeta title={title} />
      <div className={tabStyles.header}>
        <h1 className={styles.title}>{title}</h1>
        {viewer ? (
          <Button className={formStyles.secondaryButton} onPress={() => void signOut()}>
            <FormattedMessage id="avatarMenu.logout" defaultMessage="Logout" />
          </Button>
        ) : null}
      </div>
      {justRegistered && viewer ? (
        <p role="status" className={formStyles.success}>
          <FormattedMessage id="register.created" defaultMessage="Your account has been created." />
        </p>
      ) : null}
      {viewer ? (
        <>
          <p>
            <FormattedMessage id="account.welcome" defaultMessage="Welcome, {name}" values={{ name: viewer.username }} />
          </p>
          <Suspense fallback={null}>
            <AccountTabs viewerId={viewer.id} />
          </Suspense>
        </>
      ) : (
        <div className={formStyles.layout}>
          <section aria-labelledby="account-sign-in">
            <h2 id="account-sign-in">
              <FormattedMessage id="login.title" defaultMessage="Sign In" />
            </h2>
            <LoginForm />
            {storeSettings.socialLoginsDisplay === 'buttons' ? <SocialLoginButtons clients={(data.loginClients ?? []).filter((client) => client != null)} /> : null}
          </section>
          <section aria-labelledby="account-register">
            <h2 id="account-register">
              <FormattedMessage id="register.title" defaultMessage="Register" />
            </h2>
            <AccountRegisterForm onRegistered={() => setJustRegistered(true)} />
          </section>
        </div>
      )}
    </div>
  );
}
