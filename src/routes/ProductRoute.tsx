import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteData } from '../router/NavigationRouter';
import { RouteErrorResponse } from '../router/routeError';
import type { ProductRouteQuery } from '../__generated__/ProductRouteQuery.graphql';
import { useAddToCartAction } from '../components/AddToCartAction/useAddToCartAction';
import { ErrorPage } from '../components/ErrorPage/ErrorPage';
import { PageMeta } from '../components/PageMeta/PageMeta';
import { ProductDetails } from '../components/ProductDetails/ProductDetails';
import { RelatedProducts } from '../components/RelatedProducts/RelatedProducts';
import { storeSettings } from '../config';
import { htmlToText } from '../lib/htmlToText';
import { lazyIsland } from '../lib/lazyIsland';
import { sanitizerForScreen } from '../lib/sanitizerLoader';
import { useProductJsonLd } from '../seo/useProductJsonLd';
import { isNotFoundError } from '../relay/isNotFoundError';
import { loadRouteQuery } from '../relay/loadRouteQuery';
import type { RouteLoader } from './types';
import * as styles from './ProductRoute.css';

/**
 * The tabs (react-aria's collections and focus management) are below the buying area: the server's
 * HTML shows them at once, and their code (then the reviews') is fetched once they are on screen,
 * which on a phone is after the shopper scrolls to them.
 */
const ProductTabs = lazyIsland(() => import('../components/ProductTabs/ProductTabs').then((module) => module.ProductTabs), { when: 'shown' });

const query = graphql`
  query ProductRouteQuery($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      name
      shortDescription
      image {
        sourceUrl(size: LARGE)
      }
      ...ProductDetails_product
      ...useProductJsonLd_product
      ...useAddToCartAction_product
      ...ProductTabs_product
      ...RelatedProducts_product
    }
  }
`;

const PRODUCT_NOT_FOUND = 'Product not found';

export const loader: RouteLoader<Promise<PreloadedQuery<ProductRouteQuery>>> = async ({ params }, environment) => {
  try {
    const [preloaded] = await Promise.all([
      loadRouteQuery<ProductRouteQuery>(environment, query, { slug: params.slug ?? '' }, (result) => {
        if (!result?.product) throw new RouteErrorResponse(404, PRODUCT_NOT_FOUND);
      }),
      // The description is backend HTML.
      sanitizerForScreen(),
    ]);
    return preloaded;
  } catch (error) {
    if (isNotFoundError(error)) throw new RouteErrorResponse(404, PRODUCT_NOT_FOUND);
    throw error;
  }
};

/** /product/{slug} (spec §2). */
export function Component() {
  const intl = useIntl();
  const { product } = usePreloadedQuery<ProductRouteQuery>(query, useRouteData<PreloadedQuery<ProductRouteQuery>>());
  const { onAddToCart, isAddingToCart } = useAddToCartAction(product ?? null);
  const jsonLd = useProductJsonLd(product ?? null);
  if (!product) {
    return <ErrorPage statusCode={404} message={intl.formatMessage({ id: 'product.notFound', defaultMessage: 'Product not found' })} />;
  }
  return (
    <>
      <PageMeta
        title={product.name ?? ''}
        description={htmlToText(product.shortDescription ?? '') || undefined}
        image={product.image?.sourceUrl}
        type="product"
        jsonLd={jsonLd ? [jsonLd] : []}
      />
      <ProductDetails product={product} onAddToCart={onAddToCart} isAddingToCart={isAddingToCart} />
      <ProductTabs product={product} />
      {storeSettings.showRelatedProducts ? (
        <div className={styles.related}>
          <RelatedProducts product={product} />
        </div>
      ) : null}
    </>
  );
}
