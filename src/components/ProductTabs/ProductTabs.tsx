import { useEffect } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { ProductTabs_product$key } from '../../__generated__/ProductTabs_product.graphql';
import { storeSettings } from '../../config';
import { lazyIsland } from '../../lib/lazyIsland';
import { RichText } from '../../ui/RichText/RichText';
import { AdditionalInformation, useAdditionalInformation } from '../AdditionalInformation/AdditionalInformation';
import * as styles from './ProductTabs.css';

/**
 * The reviews (list, pagination and the review form with its form library) are loaded apart from the
 * product page's first JavaScript: the tab opens on description, and the code follows the tabs'.
 * An island of their own: on a server-rendered `?tab=reviews`, hydration keeps their HTML until the
 * code is in, and a tap made meanwhile ("Show more reviews", a star of the form) is carried out then.
 */
const loadProductReviews = () => import('../ProductReviews/ProductReviews');
const ProductReviews = lazyIsland(() => loadProductReviews().then((module) => module.ProductReviews));

type TabKey = 'description' | 'additional_information' | 'reviews';

/**
 * Description, additional information (weight, dimensions, visible attributes; only when there are
 * some) and reviews (`showReviews`); the open tab is kept in the URL (`?tab=reviews`).
 */
export function ProductTabs({ product }: { product: ProductTabs_product$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProductTabs_product on Product {
        description
        reviewCount
        ...AdditionalInformation_product
        ...ProductReviews_product
      }
    `,
    product,
  );
  const information = useAdditionalInformation(data);
  // Fetched once the tabs are live (they are on screen), so opening the tab does not wait for the download.
  useEffect(() => {
    if (storeSettings.showReviews) void loadProductReviews();
  }, []);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: TabKey =
    requested === 'reviews' && storeSettings.showReviews
      ? 'reviews'
      : requested === 'additional_information' && information.length > 0
        ? 'additional_information'
        : 'description';
  const select = (key: Key) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (key === 'description') next.delete('tab');
        else next.set('tab', String(key));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Tabs className={styles.tabs} selectedKey={selected} onSelectionChange={select} id="reviews">
      <TabList className={styles.list} aria-label={intl.formatMessage({ id: 'product.tabs', defaultMessage: 'Product information' })}>
        <Tab id="description" className={styles.tab}>
          <FormattedMessage id="product.description" defaultMessage="Description" />
        </Tab>
        {information.length > 0 ? (
          <Tab id="additional_information" className={styles.tab}>
            <FormattedMessage id="product.additionalInformation" defaultMessage="Additional information" />
          </Tab>
        ) : null}
        {storeSettings.showReviews ? (
          <Tab id="reviews" className={styles.tab}>
            <FormattedMessage id="product.reviewsTab" defaultMessage="Reviews ({count})" values={{ count: data.reviewCount ?? 0 }} />
          </Tab>
        ) : null}
      </TabList>
      <TabPanel id="description" className={styles.panel}>
        {data.description ? (
          <RichText html={data.description} />
        ) : (
          <p>
            <FormattedMessage id="product.noDescription" defaultMessage="This product has no description yet." />
          </p>
        )}
      </TabPanel>
      {information.length > 0 ? (
        <TabPanel id="additional_information" className={styles.panel}>
          <AdditionalInformation rows={information} />
        </TabPanel>
      ) : null}
      {storeSettings.showReviews ? (
        <TabPanel id="reviews" className={styles.panel}>
          <ProductReviews product={data} />
        </TabPanel>
      ) : null}
    </Tabs>
  );
}
