import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RelatedProducts_product$key } from '../../__generated__/RelatedProducts_product.graphql';
import { ProductCard } from '../ProductCard/ProductCard';
import { ProductGrid } from '../ProductGrid/ProductGrid';

/** Up to five related products (spec §9). */
export function RelatedProducts({ product }: { product: RelatedProducts_product$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment RelatedProducts_product on Product {
        related(first: 5) {
          nodes {
            id
            ...ProductCard_product @alias(as: "product")
          }
        }
      }
    `,
    product,
  );
  // The connection also admits variations, which have no card; related items are products in practice.
  const related = (data.related?.nodes ?? []).flatMap((node) => (node.product ? [{ id: node.id, product: node.product }] : []));
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-products">
      <h2 id="related-products">
        <FormattedMessage id="product.related" defaultMessage="You may also like" />
      </h2>
      <ProductGrid label={intl.formatMessage({ id: 'product.related', defaultMessage: 'You may also like' })}>
        {related.map(({ id, product }) => (
          <li key={id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}
