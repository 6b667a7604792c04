import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, type StoredAddress } from '../../db/schema/customers';
import { userError } from '../../graphql/errors';
import { emailTaken, findCustomerById, passwordMatches, setPassword, type CustomerRow } from './accounts';
import { isValidEmail, normalizeEmail } from './validation';

/** CustomerAddressInput as GraphQL delivers it. */
export interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
  email?: string | null;
  phone?: string | null;
  /** Replace the stored address instead of merging into it. */
  overwrite?: boolean | null;
}

const ADDRESS_FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'state', 'postcode', 'country', 'email', 'phone'] as const;
const MAX_FIELD_LENGTH = 200;

/** Applies the given fields (null or "" clears one) onto a stored address; checkout validates the e-mail itself. */
export function mergeAddress(
  existing: StoredAddress | undefined,
  input: AddressInput | null | undefined,
  { checkEmail = true } = {},
): StoredAddress {
  if (!input) return existing ?? {};
  const merged: StoredAddress = input.overwrite ? {} : { ...existing };
  for (const field of ADDRESS_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const trimmed = (value ?? '').trim();
    if (trimmed.length > MAX_FIELD_LENGTH) throw userError(`${field} is too long (at most ${MAX_FIELD_LENGTH} characters).`);
    if (checkEmail && field === 'email' && trimmed && !isValidEmail(trimmed)) throw userError('Billing Email address is not a valid email address.');
    if (trimmed) merged[field] = field === 'state' || field === 'country' ? trimmed.toUpperCase() : trimmed;
    else delete merged[field];
  }
  return merged;
}

/** WooCommerce's calculated_shipping flag: set once an address that shipping depends on was given. */
export function givesShippingLocation(input: AddressInput | null | undefined): boolean {
  return Boolean(input && (input.country !== undefined || input.state !== undefined || input.postcode !== undefined));
}

export interface ProfileUpdate {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  email?: string | null;
  password?: string | null;
  currentPassword?: string | null;
  billing?: AddressInput | null;
  shipping?: AddressInput | null;
  shippingSameAsBilling?: boolean | null;
}

/** A signed-in customer's own profile change: names, e-mail, addresses, and the password with the current one. */
export async function updateProfile(
  db: Database,
  customerId: number,
  input: ProfileUpdate,
  { requireCurrentPassword = true } = {},
): Promise<CustomerRow> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw userError('Customer not found.', 'NOT_FOUND');
  const changes: Partial<typeof customers.$inferInsert> = {};
  for (const field of ['firstName', 'lastName', 'displayName'] as const) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (value.trim().length > MAX_FIELD_LENGTH) throw userError(`${field} is too long (at most ${MAX_FIELD_LENGTH} characters).`);
    changes[field] = value.trim();
  }
  if (input.email !== undefined && input.email !== null && normalizeEmail(input.email) !== customer.email) {
    if (!isValidEmail(input.email)) throw userError('Please provide a valid email address.');
    if (await emailTaken(db, input.email, customer.id)) throw userError('This email address is already registered.');
    changes.email = normalizeEmail(input.email);
  }
  if (input.billing) changes.billing = mergeAddress(customer.billing, input.billing);
  if (input.shippingSameAsBilling) changes.shipping = { ...(changes.billing ?? customer.billing) };
  else if (input.shipping) changes.shipping = mergeAddress(customer.shipping, input.shipping);
  if (input.password && requireCurrentPassword) {
    if (!input.currentPassword) throw userError('Please enter your current password.');
    if (!(await passwordMatches(customer, input.currentPassword))) throw userError('Your current password is incorrect.');
  }
  return db.transaction(async (tx) => {
    if (input.password) await setPassword(tx, customer.id, input.password);
    if (Object.keys(changes).length === 0) return (await findCustomerById(tx, customer.id))!;
    const [row] = await tx
      .update(customers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(customers.id, customer.id))
      .returning();
    return row!;
  });
}
