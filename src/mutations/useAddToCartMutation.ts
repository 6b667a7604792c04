import { useCallback } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useSetRecoilState } from 'recoil';
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';
import type { useAddToCartMutation as AddToCartMutation } from '../__generated__/useAddToCartMutation.graphql';
import type { useAddToCartMutation_product$key } from '../__generated__/useAddToCartMutation_product.graphql';
import type { ChosenAttribute } from '../catalog/variations';
import { storeSettings } from '../config';
import { serverMessage } from './serverMessage';
import { cartPanelOpenState } from '../state/panels';
import { cartAdditionState, cartErrorState } from './cartFeedbackState';
import { enqueueCartMutation } from './cartMutationQueue';
import { cartLines, linkPayloadCart, markCartUpdating, rootCart, setCartLines } from './cartStore';
import { commitAsPromise } from './commitAsPromise';

/** The product's fields an optimistic cart line shows (the same ones CartLine reads). */
const productFragment = graphql`
  fragment useAddToCartMutation_product on Product {
    id
    databaseId
    ... on VariableProduct {
      variations(first: 100) {
        nodes {
          id
          databaseId
        }
      }
    }
    ...CartLine_product @relay(mask: false)
  }
`;

const mutation = graphql`
  mutation useAddToCartMutation($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        ...CartButton_cart
        ...CartContents_cart
        ...CheckoutForm_cart
      }
    }
  }
`;

export interface AddToCartOptions {
  quantity: number;
  /** The chosen variation of a variable product. */
  variationId?: number | null;
  /** The shopper's value for each attribute, which a variation accepting "any" value needs. */
  variation?: ChosenAttribute[];
}

let temporaryLineCount = 0;
let additionCount = 0;

function lineMatches(line: RecordProxy, productRecordId: string, variationRecordId: string | null): boolean {
  const product = line.getLinkedRecord('product')?.getLinkedRecord('node')?.getDataID() ?? null;
  const variation = line.getLinkedRecord('variation')?.getLinkedRecord('node')?.getDataID() ?? null;
  return product === productRecordId && variation === variationRecordId;
}

function edgeTo(store: RecordSourceProxy, id: string, type: string, node: RecordProxy | null): RecordProxy | null {
  if (!node) return null;
  const edge = store.create(id, type);
  edge.setLinkedRecord(node, 'node');
  return edge;
}

/**
 * Adds a product (or its chosen variation) to the cart: the line and the badge change at once, with a
 * temporary `client:` line whose controls stay disabled until the server's cart replaces it. Once the
 * server has accepted it, the cart opens (`autoOpenCart`) or a confirmation says what was added.
 */
export function useAddToCartMutation(productKey: useAddToCartMutation_product$key | null) {
  const environment = useRelayEnvironment();
  const product = useFragment(productFragment, productKey);
  const setCartError = useSetRecoilState(cartErrorState);
  const openCart = useSetRecoilState(cartPanelOpenState);
  const confirmAddition = useSetRecoilState(cartAdditionState);

  return useCallback(
    async ({ quantity, variationId = null, variation }: AddToCartOptions): Promise<void> => {
      if (!product) return;
      const variationRecordId = variationId
        ? (product.variations?.nodes.find((variation) => variation.databaseId === variationId)?.id ?? null)
        : null;
      temporaryLineCount += 1;
      const lineId = `client:cartItem:${temporaryLineCount}`;
      const optimisticUpdater = (store: RecordSourceProxy) => {
        const cart = rootCart(store);
        if (!cart) return;
        const { contents, lines } = cartLines(cart);
        if (!contents) return;
        const existing = lines.find((line) => lineMatches(line, product.id, variationRecordId));
        if (existing) {
          existing.setValue(Number(existing.getValue('quantity') ?? 0) + quantity, 'quantity');
          existing.setValue(true, 'isPending');
          setCartLines(cart, contents, lines);
        } else {
          const line = store.create(lineId, 'SimpleCartItem');
          line.setValue(lineId, 'key');
          line.setValue(quantity, 'quantity');
          line.setValue(null, 'subtotal', { format: 'RAW' });
          line.setValue(null, 'subtotalTax', { format: 'RAW' });
          line.setValue(true, 'isPending');
          line.setLinkedRecord(edgeTo(store, `${lineId}:product`, 'CartItemToProductConnectionEdge', store.get(product.id) ?? null), 'product');
          const variationRecord = variationRecordId ? (store.get(variationRecordId) ?? null) : null;
          const variationEdge = edgeTo(store, `${lineId}:variation`, 'CartItemToProductVariationConnectionEdge', variationRecord);
          // The labelled choices come with the server's answer; until then the line shows none.
          variationEdge?.setLinkedRecords([], 'attributes');
          if (variationEdge) line.setLinkedRecord(variationEdge, 'variation');
          else line.setValue(null, 'variation');
          setCartLines(cart, contents, [...lines, line]);
        }
        markCartUpdating(cart);
      };
      setCartError(null);
      confirmAddition(null);
      try {
        await enqueueCartMutation(environment, {
          optimisticUpdater,
          send: () =>
            commitAsPromise<AddToCartMutation>(environment, {
              mutation,
              variables: { input: { productId: product.databaseId, quantity, ...(variationId ? { variationId } : {}), ...(variation?.length ? { variation } : {}) } },
              optimisticUpdater,
              updater: (store) => linkPayloadCart(store, 'addToCart'),
            }).then(() => undefined),
        });
      } catch (error) {
        setCartError(serverMessage(error));
        // The refusal shows in the cart, so the shopper sees the line go and why.
        openCart(true);
        throw error;
      }
      // Said once the shop has accepted the line, not while it is only on its way.
      if (storeSettings.autoOpenCart) openCart(true);
      else confirmAddition({ id: (additionCount += 1), name: product.name ?? '', quantity });
    },
    [confirmAddition, environment, openCart, product, setCartError],
  );
}
