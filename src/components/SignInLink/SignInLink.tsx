import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SignInLinkQuery } from '../../__generated__/SignInLinkQuery.graphql';
import { useIsSignedIn } from '../../session/useIsSignedIn';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary';
import { UserIcon } from '../../ui/icons/UserIcon';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import * as styles from './SignInLink.css';

function AccountLink({ name }: { name: string | null }) {
  return (
    <PreloadLink className={styles.link} to="/my-account">
      <UserIcon width={20} height={20} />
      <span className={styles.label}>{name ?? <FormattedMessage id="header.signIn" defaultMessage="Sign In" />}</span>
    </PreloadLink>
  );
}

function ViewerLink() {
  const { viewer } = useLazyLoadQuery<SignInLinkQuery>(
    graphql`
      query SignInLinkQuery {
        viewer {
          username
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return <AccountLink name={viewer?.username ?? null} />;
}

/**
 * 'Sign In', or the signed-in shopper's username (spec §2). Without an auth token there is nobody to
 * ask about; with one, the viewer is read after the page renders, and any failure shows 'Sign In'.
 */
export function SignInLink() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return <AccountLink name={null} />;
  return (
    <ErrorBoundary fallback={<AccountLink name={null} />}>
      <Suspense fallback={<AccountLink name={null} />}>
        <ViewerLink />
      </Suspense>
    </ErrorBoundary>
  );
}
