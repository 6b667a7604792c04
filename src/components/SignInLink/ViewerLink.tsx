import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ViewerLinkQuery } from '../../__generated__/ViewerLinkQuery.graphql';
import { AccountLink } from './AccountLink';

/** The account link with the signed-in shopper's username. */
export function ViewerLink() {
  const { viewer } = useLazyLoadQuery<ViewerLinkQuery>(
    graphql`
      query ViewerLinkQuery {
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
