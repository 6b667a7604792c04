import { catalogResolvers } from './catalog';
import { geoResolvers } from './geo/countries';
import { authResolvers } from './auth/auth';
import { customerResolvers } from './customer/customer';
import { customerMutationResolvers } from './customer/mutations';
import { cartResolvers } from './cart/cart';
import { cartTypeResolvers } from './cart/cart-type';
import { checkoutResolvers } from './checkout/checkout';
import { orderResolvers } from './orders/orders';
import { paymentResolvers } from './payments/payments';
import { wishlistResolvers } from './customer/wishlist';
import { settingsResolvers } from './settings/settings';
import { shopPriceResolvers } from './catalog/shop-prices';
import { contactResolvers } from './contact/contact';

/** Every domain's resolver map; schema.ts merges them by type name. */
export const resolvers = [
  ...catalogResolvers,
  geoResolvers,
  authResolvers,
  customerResolvers,
  customerMutationResolvers,
  cartResolvers,
  cartTypeResolvers,
  checkoutResolvers,
  orderResolvers,
  paymentResolvers,
  wishlistResolvers,
  settingsResolvers,
  shopPriceResolvers,
  contactResolvers,
];
