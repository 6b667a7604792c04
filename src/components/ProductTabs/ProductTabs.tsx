import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { ProductTabs_product$key } from '../../__generated__/ProductTabs_product.graphql';
import { storeSettings } from '../../config';
import { RichText } from '../../ui/RichText/RichText';
import { ProductReviews } from '../ProductReviews/ProductReviews';
import * as styles from './ProductTabs.css';

type TabKey = 'description' | 'reviews';

/** Description and reviews (`showReviews`); the open tab is kept in the URL (`?tab=reviews`). */
export function ProductTabs({ product }: { product: ProductTabs_product$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProductTabs_product on Product {
        description
        reviewCount
        ...ProductReviews_product
      }
    `,
    product,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: TabKey = requested === 'reviews' && storeSettings.showReviews ? 'reviews' : 'description';
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
      {storeSettings.showReviews ? (
        <TabPanel id="reviews" className={styles.panel}>
          <ProductReviews product={data} />
        </TabPanel>
      ) : null}
    </Tabs>
  );
}
