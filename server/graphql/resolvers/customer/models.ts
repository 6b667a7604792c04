import type { StoredAddress } from '../../../db/schema/customers';
import type { AuthTokens } from '../../../services/auth/tokens';
import type { CustomerRow } from '../../../services/customers/accounts';
import type { GraphQLContext } from '../../context';

/** A `Customer`: a registered customer, or the session's guest (row null). */
export interface CustomerModel {
  row: CustomerRow | null;
  /** Tokens issued in this request (login, registration), exposed through `auth`. */
  tokens?: AuthTokens;
}

/** A `User` (WPGraphQL): always a registered customer. */
export interface UserModel {
  row: CustomerRow;
  tokens?: AuthTokens;
}

export function customerModel(row: CustomerRow | null, tokens?: AuthTokens): CustomerModel {
  return { row, tokens };
}

/** The addresses that apply to the shopper: the account's, or the guest session's. */
export async function shopperAddresses(ctx: GraphQLContext, row: CustomerRow | null): Promise<{ billing: StoredAddress; shipping: StoredAddress }> {
  if (row) return { billing: row.billing, shipping: row.shipping };
  const data = await ctx.session.data();
  return { billing: data.billing ?? {}, shipping: data.shipping ?? {} };
}

/** CustomerAddress: WooGraphQL answers null for empty fields. */
export function addressFields(address: StoredAddress) {
  return {
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    postcode: address.postcode ?? null,
    country: address.country ?? null,
    email: address.email ?? null,
    phone: address.phone ?? null,
  };
}
