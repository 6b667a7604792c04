import type { ChosenAttribute } from '../../catalog/variations';
import { useHydrated } from '../../lib/hydration';
import { lazyIsland } from '../../lib/lazyIsland';
import { sameRendering } from '../../lib/sameRendering';

/** What the cart needs to add a line (WooGraphQL's AddToCartInput). */
export interface AddToCartItem {
  productId: number;
  variationId?: number;
  /** The shopper's choice for each attribute (needed for a variation that accepts any value). */
  variation?: ChosenAttribute[];
  quantity: number;
}

export interface AddToCartProps {
  productId: number;
  variationId?: number;
  variation?: ChosenAttribute[];
  /** Whether the current choice can be bought: a purchasable product, or a complete, available variation. */
  purchasable: boolean;
  /** Why it cannot be bought yet, shown under the button. */
  hint?: string;
  /** Upper bound for the quantity (stock), when the shop tracks it. */
  maxQuantity?: number | null;
  /** Adds the item to the cart; without one the button stays disabled. */
  onAddToCart?: (item: AddToCartItem) => void;
  isPending?: boolean;
}

export interface AddToCartControlsProps extends AddToCartProps {
  /** Whether the app runs the page: until then the button is disabled, since a tap would go nowhere. */
  ready: boolean;
}

/** Whether Add to cart can be pressed, as far as the props tell (the field also holds it while its quantity is not valid). */
export function canAddToCart({ ready, purchasable, onAddToCart }: Pick<AddToCartControlsProps, 'ready' | 'purchasable' | 'onAddToCart'>): boolean {
  return ready && purchasable && !!onAddToCart;
}

function withoutReady({ ready: _ready, ...rest }: AddToCartControlsProps): AddToCartProps {
  return rest;
}

/**
 * The server draws Add to cart disabled, and the running page enables it: when nothing else changed,
 * the server's button is enabled in place, so that a page that is only looked at never fetches the
 * field's and the button's code (the shopper's first gesture does, see lazyIsland's `when`).
 */
function enableInPlace(wrapper: HTMLElement, shown: AddToCartControlsProps, next: AddToCartControlsProps): boolean {
  const button = wrapper.querySelector<HTMLButtonElement>('button[data-add-to-cart]');
  if (!button || !sameRendering(withoutReady(shown), withoutReady(next))) return false;
  const enabled = canAddToCart(next);
  button.disabled = !enabled;
  if (enabled) button.removeAttribute('data-disabled');
  else button.setAttribute('data-disabled', 'true');
  return true;
}

const AddToCartControls = lazyIsland(() => import('./AddToCartControls').then((module) => module.AddToCartControls), {
  when: 'engaged',
  patch: enableInPlace,
});

/** Quantity and the Add to cart button. */
export function AddToCart(props: AddToCartProps) {
  return <AddToCartControls {...props} ready={useHydrated()} />;
}
