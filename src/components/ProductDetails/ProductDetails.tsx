import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import type { ProductDetails_product$key } from '../../__generated__/ProductDetails_product.graphql';
import { storeSettings } from '../../config';
import { lazyIsland } from '../../lib/lazyIsland';
import { Link } from '../../router/Link';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { RichText } from '../../ui/RichText/RichText';
import { StarRating } from '../../ui/StarRating/StarRating';
import { AddToCart, type AddToCartItem } from '../AddToCart/AddToCart';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { GroupedProductForm } from '../GroupedProductForm/GroupedProductForm';
import { useAbsoluteAppUrl } from '../PageMeta/PageMeta';
import { ProductGallery } from '../ProductGallery/ProductGallery';
import { ProductPrice } from '../ProductPrice/ProductPrice';
import { SaleBadge } from '../SaleBadge/SaleBadge';
import { ShareLinks } from '../ShareLinks/ShareLinks';
import { StockStatus } from '../StockStatus/StockStatus';
import { WishlistButton } from '../WishlistButton/WishlistButton';
import { useVariationSelection } from './useVariationSelection';
import * as styles from './ProductDetails.css';

/**
 * The variation choice (react-aria's radio groups): a page that is only looked at does not need its
 * code, so it comes with the shopper's first gesture; a colour tapped before is carried out once it is.
 */
const VariationPicker = lazyIsland(() => import('../VariationPicker/VariationPicker').then((module) => module.VariationPicker), { when: 'engaged' });

export interface ProductDetailsProps {
  product: ProductDetails_product$key;
  /** Adds the chosen item to the cart; without it, Add to cart stays disabled. */
  onAddToCart?: (item: AddToCartItem) => void;
  isAddingToCart?: boolean;
}

/**
 * The product's buying area: gallery, name, price, rating, stock, SKU, short description, categories,
 * the variation choice (kept in the URL as `attribute_<name>=<value>`), Add to cart, wishlist, share.
 */
export function ProductDetails({ product, onAddToCart, isAddingToCart }: ProductDetailsProps) {
  const intl = useIntl();
  const absoluteAppUrl = useAbsoluteAppUrl();
  const data = useFragment(
    graphql`
      fragment ProductDetails_product on Product {
        databaseId
        name
        slug
        sku
        onSale
        purchasable
        averageRating
        reviewCount
        shortDescription
        image {
          sourceUrl(size: LARGE)
        }
        productCategories(first: 10) {
          nodes {
            id
            name
            slug
          }
        }
        ...ProductGallery_product
        ... on ProductWithPricing {
          price(format: RAW)
          regularPrice(format: RAW)
        }
        ...ProductPrice_tax
        ... on InventoriedProduct {
          stockStatus
          stockQuantity
          lowStockAmount
        }
        ...useVariationSelection_product
        ... on ProductWithVariations {
          variations(first: 100) {
            nodes {
              databaseId
              sku
              purchasable
              onSale
              price(format: RAW)
              regularPrice(format: RAW)
              ...ProductPrice_tax
              stockStatus
              stockQuantity
              lowStockAmount
              image {
                sourceUrl(size: LARGE)
                altText
              }
            }
          }
        }
        ... on ExternalProduct {
          externalUrl
          buttonText
        }
        ...GroupedProductForm_product @alias(as: "groupedProducts")
      }
    `,
    product,
  );
  const { variable: isVariable, selection, chosenId, chosenValues, pickerAttributes, select } = useVariationSelection(data);
  const chosen = data.variations?.nodes.find((variation) => variation.databaseId === chosenId) ?? null;

  const priced = chosen ?? data;
  const stock = chosen ?? data;
  const purchasable = isVariable
    ? !!chosen && chosen.purchasable !== false && chosen.stockStatus !== 'OUT_OF_STOCK'
    : data.purchasable !== false && data.stockStatus !== 'OUT_OF_STOCK' && !data.externalUrl;
  const hint = isVariable && !chosen ? intl.formatMessage({ id: 'product.chooseOptions', defaultMessage: 'Choose your options to add this product to the cart.' }) : undefined;
  const name = data.name ?? '';
  const category = data.productCategories?.nodes?.[0];
  const sku = chosen?.sku || data.sku;
  // The reviews are a tab of their own (`?tab=reviews`, the server renders it open too): the link opens
  // it, keeping the chosen variation, and scrolls to the tabs.
  const { pathname, search } = useLocation();
  const reviewParams = new URLSearchParams(search);
  reviewParams.set('tab', 'reviews');
  const reviewsTab = `${pathname}?${reviewParams}#reviews`;

  return (
    <div>
      {storeSettings.showBreadcrumbOnSingleProduct ? (
        <Breadcrumbs
          items={[
            { label: intl.formatMessage({ id: 'breadcrumbs.home', defaultMessage: 'Home' }), to: '/' },
            { label: intl.formatMessage({ id: 'breadcrumbs.products', defaultMessage: 'Products' }), to: '/products' },
            ...(category ? [{ label: category.name ?? '', to: `/product-category/${category.slug}` }] : []),
            { label: name },
          ]}
        />
      ) : null}
      <div className={styles.layout}>
        <ProductGallery product={data} variationImage={chosen?.image ? { sourceUrl: chosen.image.sourceUrl, altText: chosen.image.altText } : null} />
        <div className={styles.info}>
          <h1 className={styles.title}>{name}</h1>
          <div className={styles.priceRow}>
            <ProductPrice price={priced.price} regularPrice={priced.regularPrice} size="lg" tax={priced} />
            <SaleBadge onSale={priced.onSale} regularPrice={priced.regularPrice} price={priced.price} />
          </div>
          {data.reviewCount ? (
            <div className={styles.rating}>
              <StarRating rating={data.averageRating ?? 0} />
              <Link to={reviewsTab} replace>
                <FormattedMessage
                  id="product.reviewCountLink"
                  defaultMessage="{count, plural, one {# review} other {# reviews}}"
                  values={{ count: data.reviewCount }}
                />
              </Link>
            </div>
          ) : null}
          <StockStatus status={stock.stockStatus} quantity={stock.stockQuantity} lowStockAmount={stock.lowStockAmount} />
          {storeSettings.showSKU && sku ? (
            <p className={styles.meta}>
              <FormattedMessage id="product.sku" defaultMessage="SKU: {sku}" values={{ sku }} />
            </p>
          ) : null}
          {data.shortDescription ? <RichText html={data.shortDescription} /> : null}
          {isVariable ? <VariationPicker attributes={pickerAttributes} selection={selection} onSelect={select} /> : null}
          <div className={styles.actions}>
            {data.groupedProducts ? (
              <GroupedProductForm product={data.groupedProducts} />
            ) : data.externalUrl ? (
              <a className={styles.external} href={data.externalUrl} target="_blank" rel="noopener noreferrer">
                {data.buttonText || intl.formatMessage({ id: 'product.buyExternal', defaultMessage: 'Buy product' })}
              </a>
            ) : (
              <AddToCart
                productId={data.databaseId}
                variationId={chosen?.databaseId}
                variation={chosenValues}
                purchasable={purchasable}
                hint={hint}
                maxQuantity={stock.stockQuantity}
                onAddToCart={onAddToCart}
                isPending={isAddingToCart}
              />
            )}
            <WishlistButton product={{ databaseId: data.databaseId, slug: data.slug ?? '', name }} />
          </div>
          {storeSettings.showProductCategoriesOnSingleProduct && data.productCategories?.nodes?.length ? (
            <p className={styles.meta}>
              <FormattedMessage id="product.categories" defaultMessage="Categories:" />{' '}
              {data.productCategories.nodes.map((node, index) => (
                <span key={node.id}>
                  {index > 0 ? ', ' : ''}
                  <PreloadLink className={styles.categoryLink} to={`/product-category/${node.slug}`}>
                    {node.name}
                  </PreloadLink>
                </span>
              ))}
            </p>
          ) : null}
          {/* The product's canonical address, the same in the server's HTML and in the browser (not the page's
              own, which the server does not know and which carries the tab and options chosen). */}
          <ShareLinks url={absoluteAppUrl(`/product/${data.slug ?? ''}`)} title={name} image={data.image?.sourceUrl} />
        </div>
      </div>
    </div>
  );
}
