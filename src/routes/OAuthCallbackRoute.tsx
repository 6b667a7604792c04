import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { LoginProviderEnum } from '../__generated__/useLoginMutation.graphql';
import { serverMessage } from '../mutations/serverMessage';
import { useLoginMutation } from '../mutations/useLoginMutation';
import { PreloadLink } from '../ui/PreloadLink/PreloadLink';
import { PageMeta } from '../components/PageMeta/PageMeta';
import * as styles from './AccountRoutes.css';

/**
 * /oauth/login/{provider}: the provider sends the shopper back here with `code` and `state`; the
 * server exchanges them, and the shopper lands in the account.
 */
export function Component() {
  const intl = useIntl();
  const { provider = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const title = intl.formatMessage({ id: 'oauth.title', defaultMessage: 'Signing in' });


  useEffect(() => {
    // The code works once: a second render (StrictMode) must not spend it again.
    if (started.current) return;
    started.current = true;
    const code = searchParams.get('code');
    if (!code) {
      setError(intl.formatMessage({ id: 'error.generic', defaultMessage: 'Something went wrong' }));
      return;
    }
    login({
      provider: provider.toUpperCase().replace(/-/g, '_') as LoginProviderEnum,
      oauthResponse: { code, state: searchParams.get('state') },
    }).then(
      (signedIn) => {
        if (signedIn) navigate('/my-account', { replace: true });
        else
          // Spec §8: the provider said yes, yet no viewer came back.
          setError(
            intl.formatMessage({
              id: 'oauth.noViewer',
              defaultMessage:
                'Your credentials are correct, but there was an error logging in. This is most likely due to an SSL error. Please try again later. If the problem persists, please contact support.',
            }),
          );
      },
      (failure: unknown) => setError(serverMessage(failure)),
    );
  }, [intl, login, navigate, provider, searchParams]);

  return (
    <div className={styles.narrow}>
      <PageMeta title={title} />
      <h1 className={styles.title}>{title}</h1>
      {error ? (
        <>
          <p role="alert">{error}</p>
          <PreloadLink to="/my-account">
            <FormattedMessage id="oauth.back" defaultMessage="Back to sign in" />
          </PreloadLink>
        </>
      ) : (
        <p role="status">
          <FormattedMessage id="oauth.progress" defaultMessage="Signing in…" />
        </p>
      )}
    </div>
  );
}
