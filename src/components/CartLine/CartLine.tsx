import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartLine_item$key } from '../../__generated__/CartLine_item.graphql';
import type { CartLine_product$key } from '../../__generated__/CartLine_product.graphql';
import { PLACEHOLDER_IMAGE, imageSrc } from '../../catalog/imageUrls';
import { storeSettings } from '../../config';
import { useUpdateItemQuantitiesMutation } from '../../mutations/useUpdateItemQuantitiesMutation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { QuantityField } from '../../ui/QuantityField/QuantityField';
import { useWishlist } from '../Wishlist/useWishlist';
import { displayAmount } from '../../lib/taxDisplay';
import { Money } from '../Money/Money';
import { ChosenAttributes } from './ChosenAttributes';
import * as styles from './CartLine.css';

const itemFragment = graphql`
  fragment CartLine_item on CartItem {
    quantity
    isPending
    subtotal(format: RAW)
    subtotalTax(format: RAW)
    product {
      node {
        ...CartLine_product
      }
    }
    variation {
      # The shopper's choices, "any" values included (the variation node has "" for those).
      attributes {
        ...ChosenAttributes_attributes
      }
    }
    ...useUpdateItemQuantitiesMutation_item
  }
`;

const productFragment = graphql`
  fragment CartLine_product on Product {
    databaseId
    name
    slug
    image {
      thumbnailUrl: sourceUrl(size: THUMBNAIL)
    }
  }
`;

/**
 * One cart line: image, name, chosen variation, line subtotal (with or without tax, as the cart displays
 * prices), quantity, remove and "move to wishlist". A line whose change is still on its way to the server
 * has its controls disabled.
 */
export function CartLine({ item: itemKey, includeTax }: { item: CartLine_item$key; includeTax: boolean }) {
  const intl = useIntl();
  const item = useFragment(itemFragment, itemKey);
  const product = useFragment<CartLine_product$key>(productFragment, item.product?.node ?? null);
  const chosen = (item.variation?.attributes ?? []).flatMap((attribute) => (attribute ? [attribute] : []));
  const setQuantity = useUpdateItemQuantitiesMutation(item);
  const wishlist = useWishlist();
  const pending = item.isPending === true;
  const name = product?.name ?? '';
  // Failures show in the cart's alert (cartErrorState); nothing more to do here.
  const ignore = () => undefined;

  return (
    <li className={styles.line} aria-busy={pending}>
      <img className={styles.image} src={product?.image?.thumbnailUrl ? imageSrc(product.image.thumbnailUrl) : PLACEHOLDER_IMAGE} alt="" width={64} height={64} loading="lazy" />
      <div>
        {product ? (
          <PreloadLink className={styles.name} to={`/product/${product.slug}`}>
            {name}
          </PreloadLink>
        ) : null}
        {chosen.length && product?.databaseId ? <ChosenAttributes productId={product.databaseId} attributes={chosen} /> : null}
        <div className={styles.controls}>
          <QuantityField
            classNames={{ label: visuallyHidden, group: styles.quantityGroup, input: styles.quantityInput, step: styles.stepper }}
            label={<FormattedMessage id="cart.line.quantity" defaultMessage="Quantity of {name}" values={{ name }} />}
            value={item.quantity ?? 1}
            // 0 removes the line (WooCommerce's updateItemQuantities), so it is a quantity one may type.
            minValue={0}
            isDisabled={pending}
            onChange={(quantity) => setQuantity(quantity).catch(ignore)}
          />
          <Button
            className={styles.textButton}
            isDisabled={pending}
            onPress={() => setQuantity(0).catch(ignore)}
            aria-label={intl.formatMessage({ id: 'cart.line.remove', defaultMessage: 'Remove {name}' }, { name })}
          >
            <FormattedMessage id="cart.line.removeShort" defaultMessage="Remove" />
          </Button>
          {storeSettings.showMoveToWishlist && product ? (
            <Button
              className={styles.textButton}
              isDisabled={pending}
              onPress={() => {
                wishlist.add({ databaseId: product.databaseId, slug: product.slug ?? '', name });
                setQuantity(0).catch(ignore);
              }}
              aria-label={intl.formatMessage({ id: 'cart.line.moveToWishlist', defaultMessage: 'Move {name} to wishlist' }, { name })}
            >
              <FormattedMessage id="cart.line.moveToWishlistShort" defaultMessage="Move to wishlist" />
            </Button>
          ) : null}
        </div>
      </div>
      <span className={styles.total}>
        <Money raw={displayAmount(item.subtotal, item.subtotalTax, includeTax)} />
      </span>
    </li>
  );
}
