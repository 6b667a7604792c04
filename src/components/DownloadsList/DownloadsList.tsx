import { FormattedMessage } from 'react-intl';
import { ShopDate } from '../ShopDate/ShopDate';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DownloadsList_items$key } from '../../__generated__/DownloadsList_items.graphql';
import * as styles from '../OrderDetails/OrderDetails.css';

const itemsFragment = graphql`
  fragment DownloadsList_items on DownloadableItem @relay(plural: true) {
    id
    name
    url
    downloadsRemaining
    accessExpires
    product {
      name
    }
  }
`;

/** Downloadable files with their link, downloads left and expiry (spec §3 "Downloadable item"). */
export function DownloadsList({ items: itemsKey }: { items: DownloadsList_items$key }) {
  const items = useFragment(itemsFragment, itemsKey);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="downloads.product" defaultMessage="Product" />
          </th>
          <th scope="col">
            <FormattedMessage id="downloads.remaining" defaultMessage="Downloads remaining" />
          </th>
          <th scope="col">
            <FormattedMessage id="downloads.expires" defaultMessage="Expires" />
          </th>
          <th scope="col">
            <FormattedMessage id="downloads.file" defaultMessage="File" />
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>{item.product?.name ?? item.name}</td>
            <td>{item.downloadsRemaining ?? <FormattedMessage id="downloads.unlimited" defaultMessage="Unlimited" />}</td>
            <td>
              {item.accessExpires ? (
                <ShopDate value={item.accessExpires} />
              ) : (
                <FormattedMessage id="downloads.never" defaultMessage="Never" />
              )}
            </td>
            <td>
              {item.url ? (
                <a href={item.url} download>
                  <FormattedMessage id="downloads.download" defaultMessage="Download {name}" values={{ name: item.name ?? '' }} />
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
