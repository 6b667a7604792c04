import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SocialLoginButtons_loginClients$key } from '../../__generated__/SocialLoginButtons_loginClients.graphql';
import * as styles from './SocialLoginButtons.css';

const clientsFragment = graphql`
  fragment SocialLoginButtons_loginClients on LoginClient @relay(plural: true) {
    name
    provider
    isEnabled
    authorizationUrl
    order
  }
`;

/**
 * One button per enabled OAuth provider (`socialLoginsDisplay: buttons`): each leads to the provider's
 * authorisation page, which comes back to /oauth/login/{provider}.
 */
export function SocialLoginButtons({ clients: clientsKey }: { clients: SocialLoginButtons_loginClients$key }) {
  const clients = useFragment(clientsFragment, clientsKey);
  const enabled = clients
    .filter((client) => Boolean(client.isEnabled && client.authorizationUrl && client.provider !== 'PASSWORD'))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  if (enabled.length === 0) return null;
  return (
    <ul className={styles.list}>
      {enabled.map((client) => (
        <li key={client.provider}>
          <a className={styles.button} href={client.authorizationUrl ?? undefined}>
            <FormattedMessage id="login.social" defaultMessage="Continue with {provider}" values={{ provider: client.name ?? client.provider }} />
          </a>
        </li>
      ))}
    </ul>
  );
}
