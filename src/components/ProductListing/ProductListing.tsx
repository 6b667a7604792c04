import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import usePaginationFragment from 'react-relay/lib/relay-hooks/usePaginationFragment';
import type { ProductListing_query$key } from '../../__generated__/ProductListing_query.graphql';
import type { ProductListingPaginationQuery } from '../../__generated__/ProductListingPaginationQuery.graphql';
import { LazyButton } from '../../ui/LazyButton/LazyButton';
import { cardFetchOrder } from '../../ui/ResponsiveImage/fetchOrder';
import { NoProductsFound } from '../NoProductsFound/NoProductsFound';
import { Pagination } from '../Pagination/Pagination';
import { ProductCard } from '../ProductCard/ProductCard';
import { ProductGrid } from '../ProductGrid/ProductGrid';
import { ResultSummary } from '../ResultSummary/ResultSummary';
import * as styles from './ProductListing.css';

export interface ProductListingProps {
  query: ProductListing_query$key;
  page: number;
  perPage: number;
  /** The list's path without its page part, for page links. */
  basePath: string;
  /**
   * Whether the backend serves numbered pages (Vitrine's offsetPagination): page links then; else
   * a "Load more" button walking the connection's cursors.
   */
  numberedPages: boolean;
  /** Sort controls, shown beside the summary. */
  toolbar?: ReactNode;
  /** Clears search and filters; offered when the list is empty because of them. */
  onClearAll?: () => void;
}

/** The products of a list: summary, grid, and page links or "Load more". */
export function ProductListing({ query, page, perPage, basePath, numberedPages, toolbar, onClearAll }: ProductListingProps) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ProductListingPaginationQuery, ProductListing_query$key>(
    graphql`
      fragment ProductListing_query on RootQuery
      @refetchable(queryName: "ProductListingPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 24 }
        after: { type: "String" }
        where: { type: "RootQueryToProductConnectionWhereArgs" }
      ) {
        products(first: $first, after: $after, where: $where) @connection(key: "ProductListing_products", filters: ["where"]) {
          found
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    query,
  );
  const products = (data.products?.edges ?? []).map((edge) => edge.node);
  const found = data.products?.found ?? null;
  const offset = numberedPages ? (page - 1) * perPage : 0;
  const totalPages = found !== null ? Math.max(1, Math.ceil(found / perPage)) : page;

  return (
    <div>
      <div className={styles.toolbar}>
        {products.length > 0 ? (
          <ResultSummary className={styles.summary} from={offset + 1} to={offset + products.length} total={found ?? offset + products.length} />
        ) : (
          <span />
        )}
        {toolbar}
      </div>
      {products.length === 0 ? (
        <NoProductsFound onClearAll={onClearAll} />
      ) : (
        <ProductGrid label={intl.formatMessage({ id: 'products.listLabel', defaultMessage: 'Products' })}>
          {products.map((product, index) => (
            <li key={product.id}>
              {/* The cards follow the page's own heading (the list's, the category's): no section heading between. */}
              <ProductCard product={product} fetchOrder={cardFetchOrder(index)} headingLevel={2} />
            </li>
          ))}
        </ProductGrid>
      )}
      {numberedPages ? (
        <Pagination basePath={basePath} current={page} total={totalPages} />
      ) : hasNext ? (
        <LazyButton className={styles.more} isDisabled={isLoadingNext} onPress={() => loadNext(perPage)}>
          <FormattedMessage id="products.loadMore" defaultMessage="Load more" />
        </LazyButton>
      ) : null}
    </div>
  );
}
