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
      ... on DownloadableProduct {
        downloadLimit
      }
    }
  }
`;

/**
 * Downloadable files with their link, downloads left and expiry (spec §3 "Downloadable item"). A file
 * whose downloads are used up or whose access has expired says so instead of offering a link the shop
 * would refuse.
 */
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
              <DownloadLink name={item.name ?? ''} url={item.url} remaining={item.downloadsRemaining} expires={item.accessExpires} limit={item.product?.downloadLimit} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DownloadLink({ name, url, remaining, expires, limit }: {
  name: string;
  url: string | null | undefined;
  remaining: number | null | undefined;
  expires: string | null | undefined;
  limit: number | null | undefined;
}) {
  if (expires && new Date(expires).getTime() <= Date.now()) {
    return (
      <span className={styles.downloadUnavailable}>
        <FormattedMessage id="downloads.expired" defaultMessage="{name}: access expired" values={{ name }} />
      </span>
    );
  }
  if (remaining === 0) {
    return (
      <span className={styles.downloadUnavailable}>
        {limit && limit > 0 ? (
          <FormattedMessage
            id="downloads.usedUp"
            defaultMessage="{name}: used up ({limit, plural, one {# download} other {# downloads}} allowed)"
            values={{ name, limit }}
          />
        ) : (
          <FormattedMessage id="downloads.usedUpNoLimit" defaultMessage="{name}: used up" values={{ name }} />
        )}
      </span>
    );
  }
  if (!url) return null;
  return (
    <a href={url} download>
      <FormattedMessage id="downloads.download" defaultMessage="Download {name}" values={{ name }} />
    </a>
  );
}
