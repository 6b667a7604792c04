import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupedProductForm_product$key } from '../../__generated__/GroupedProductForm_product.graphql';
import { LazyButton } from '../../ui/LazyButton/LazyButton';
import * as addToCartStyles from '../AddToCart/AddToCart.css';
import { GroupedProductChild, type AddChild } from './GroupedProductChild';
import * as styles from './GroupedProductForm.css';

/**
 * How WooCommerce sells a grouped product: the group itself is not bought; its children are listed
 * with a quantity each, and one Add to cart adds every child given a quantity, each as its own line.
 */
export function GroupedProductForm({ product }: { product: GroupedProductForm_product$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment GroupedProductForm_product on GroupProduct {
        products(first: 20) {
          nodes {
            id
            ...GroupedProductChild_product @alias(as: "child")
          }
        }
      }
    `,
    product,
  );
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [adding, setAdding] = useState(false);
  const adders = useRef(new Map<string, AddChild>());
  const register = useCallback((id: string, add: AddChild | null) => {
    if (add) adders.current.set(id, add);
    else adders.current.delete(id);
  }, []);
  const children = (data.products?.nodes ?? []).flatMap((node) => (node.child ? [{ id: node.id, child: node.child }] : []));
  const chosen = Object.entries(quantities).filter(([id, quantity]) => quantity > 0 && adders.current.has(id));
  const valid = !Object.values(invalid).some(Boolean);

  const addChosen = async () => {
    setAdding(true);
    try {
      // One after another: each line lands in the cart in the group's order, and a refusal
      // (shown in the cart with the server's message) stops the rest.
      for (const [id, quantity] of chosen) await adders.current.get(id)!(quantity);
      setQuantities({});
    } catch {
      // The cart shows why.
    } finally {
      setAdding(false);
    }
  };

  return (
    <div>
      <ul className={styles.list} aria-label={intl.formatMessage({ id: 'product.grouped.children', defaultMessage: 'Products in this group' })}>
        {children.map((child) => (
          <GroupedProductChild
            key={child.id}
            product={child.child}
            quantity={quantities[child.id] ?? 0}
            onQuantityChange={(quantity) => setQuantities((current) => ({ ...current, [child.id]: quantity }))}
            onValidityChange={(childValid) => setInvalid((current) => (current[child.id] === !childValid ? current : { ...current, [child.id]: !childValid }))}
            register={(add) => register(child.id, add)}
            isDisabled={adding}
          />
        ))}
      </ul>
      <LazyButton className={addToCartStyles.button} isDisabled={chosen.length === 0 || !valid || adding} onPress={() => void addChosen()}>
        {adding
          ? intl.formatMessage({ id: 'product.adding', defaultMessage: 'Adding…' })
          : intl.formatMessage({ id: 'product.addToCart', defaultMessage: 'Add to cart' })}
      </LazyButton>
      {chosen.length === 0 ? (
        <p className={addToCartStyles.hint}>
          {intl.formatMessage({ id: 'product.grouped.chooseQuantity', defaultMessage: 'Choose a quantity of the products you want to add.' })}
        </p>
      ) : null}
    </div>
  );
}
