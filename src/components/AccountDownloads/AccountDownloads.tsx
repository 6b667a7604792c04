import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AccountDownloadsQuery } from '../../__generated__/AccountDownloadsQuery.graphql';
import { DownloadsList } from '../DownloadsList/DownloadsList';

/** The signed-in customer's downloads (first 100, spec §9). */
export function AccountDownloads() {
  const { customer } = useLazyLoadQuery<AccountDownloadsQuery>(
    graphql`
      query AccountDownloadsQuery {
        customer {
          downloadableItems(first: 100) {
            nodes {
              ...DownloadsList_items
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const items = customer?.downloadableItems?.nodes ?? [];
  if (items.length === 0) {
    return (
      <p>
        <FormattedMessage id="account.noDownloads" defaultMessage="You have no downloads yet." />
      </p>
    );
  }
  return <DownloadsList items={items} />;
}
