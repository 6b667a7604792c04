import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { WishlistItem_product$key } from '../../__generated__/WishlistItem_product.graphql';
import { PLACEHOLDER_IMAGE, imageSrc } from '../../catalog/imageUrls';
import { useAddToCartMutation } from '../../mutations/useAddToCartMutation';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import * as checkoutStyles from '../CheckoutForm/Checkout.css';
import { useWishlist } from '../Wishlist/useWishlist';
import * as styles from '../WishlistItems/WishlistItems.css';

const productFragment = graphql`
  fragment WishlistItem_product on Product {
    databaseId
    name
    slug
    type
    image {
      sourceUrl(size: THUMBNAIL)
    }
    ...useAddToCartMutation_product
  }
`;

/** A wishlist entry: to the product, into the cart (a simple product), or off the list. */
export function WishlistItem({ product: productKey }: { product: WishlistItem_product$key }) {
  const intl = useIntl();
  const product = useFragment(productFragment, productKey);
  const addToCart = useAddToCartMutation(product);
  const wishlist = useWishlist();
  const [adding, setAdding] = useState(false);
  const name = product.name ?? '';
  return (
    <li className={styles.item}>
      <img className={styles.image} src={product.image?.sourceUrl ? imageSrc(product.image.sourceUrl) : PLACEHOLDER_IMAGE} alt="" width={64} height={64} loading="lazy" />
      <PreloadLink to={`/product/${product.slug}`}>{name}</PreloadLink>
      <div className={styles.actions}>
        {product.type === 'SIMPLE' ? (
          <Button
            className={checkoutStyles.secondaryButton}
            isDisabled={adding}
            onPress={() => {
              setAdding(true);
              addToCart({ quantity: 1 })
                .catch(() => undefined)
                .finally(() => setAdding(false));
            }}
            aria-label={intl.formatMessage({ id: 'wishlist.addToCart', defaultMessage: 'Add {name} to cart' }, { name })}
          >
            <FormattedMessage id="product.addToCart" defaultMessage="Add to cart" />
          </Button>
        ) : (
          <PreloadLink to={`/product/${product.slug}`}>
            <FormattedMessage id="wishlist.chooseOptions" defaultMessage="Choose options" />
          </PreloadLink>
        )}
        <Button
          className={checkoutStyles.secondaryButton}
          onPress={() => wishlist.remove(product.databaseId)}
          aria-label={intl.formatMessage({ id: 'wishlist.remove', defaultMessage: 'Remove {name} from wishlist' }, { name })}
        >
          <FormattedMessage id="wishlist.removeShort" defaultMessage="Remove" />
        </Button>
      </div>
    </li>
  );
}
