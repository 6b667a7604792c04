import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CartLine_item$key } from '../../__generated__/CartLine_item.graphql';
import type { CartLine_product$key } from '../../__generated__/CartLine_product.graphql';
import type { CartLine_variation$key } from '../../__generated__/CartLine_variation.graphql';
import { PLACEHOLDER_IMAGE } from '../../catalog/imageUrls';
import { storeSettings } from '../../config';
import { useUpdateItemQuantitiesMutation } from '../../mutations/useUpdateItemQuantitiesMutation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { useWishlist } from '../Wishlist/useWishlist';
import { Money } from '../Money/Money';
import * as styles from './CartLine.css';

const itemFragment = graphql`
  fragment CartLine_item on CartItem {
    quantity
    isPending
    total(format: RAW)
    product {
      node {
        ...CartLine_product
      }
    }
    variation {
      node {
        ...CartLine_variation
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

const variationFragment = graphql`
  fragment CartLine_variation on ProductVariation {
    chosenAttributes: attributes(first: 20) {
      nodes {
        id
        label
        value
      }
    }
  }
`;

/**
 * One cart line: image, name, chosen variation, line total, quantity, remove and "move to
 * wishlist". A line whose change is still on its way to the server has its controls disabled.
 */
export function CartLine({ item: itemKey }: { item: CartLine_item$key }) {
  const intl = useIntl();
  const item = useFragment(itemFragment, itemKey);
  const product = useFragment<CartLine_product$key>(productFragment, item.product?.node ?? null);
  const variation = useFragment<CartLine_variation$key>(variationFragment, item.variation?.node ?? null);
  const setQuantity = useUpdateItemQuantitiesMutation(item);
  const wishlist = useWishlist();
  const pending = item.isPending === true;
  const name = product?.name ?? '';
  // Failures show in the cart's alert (cartErrorState); nothing more to do here.
  const ignore = () => undefined;

  return (
    <li className={styles.line} aria-busy={pending}>
      <img className={styles.image} src={product?.image?.thumbnailUrl ?? PLACEHOLDER_IMAGE} alt="" width={64} height={64} loading="lazy" />
      <div>
        {product ? (
          <PreloadLink className={styles.name} to={`/product/${product.slug}`}>
            {name}
          </PreloadLink>
        ) : null}
        {variation?.chosenAttributes?.nodes.length ? (
          <ul className={styles.attributes}>
            {variation.chosenAttributes.nodes.map((attribute) => (
              <li key={attribute.id}>
                {attribute.label}: {attribute.value}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.controls}>
          <NumberField
            value={item.quantity ?? 1}
            minValue={1}
            isDisabled={pending}
            onChange={(quantity) => {
              if (Number.isInteger(quantity) && quantity !== item.quantity) setQuantity(quantity).catch(ignore);
            }}
          >
            <Label className={visuallyHidden}>
              <FormattedMessage id="cart.line.quantity" defaultMessage="Quantity of {name}" values={{ name }} />
            </Label>
            <Group className={styles.quantityGroup}>
              <Button slot="decrement" className={styles.stepper}>
                −
              </Button>
              <Input className={styles.quantityInput} />
              <Button slot="increment" className={styles.stepper}>
                +
              </Button>
            </Group>
          </NumberField>
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
        <Money raw={item.total} />
      </span>
    </li>
  );
}
