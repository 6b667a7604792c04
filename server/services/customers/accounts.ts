import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, type StoredAddress } from '../../db/schema/customers';
import { userError } from '../../graphql/errors';
import { dummyPasswordHash, passwordHasher } from '../auth/password-hashing';
import { isValidEmail, isValidUsername, normalizeEmail, passwordProblem, usernameFromEmail } from './validation';

export type CustomerRow = typeof customers.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export const EMAIL_TAKEN =
  'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>';
export const USERNAME_TAKEN = 'An account is already registered with that username. Please choose another.';
export const INVALID_EMAIL = 'Please provide a valid email address.';
export const INVALID_USERNAME = 'Please enter a valid account username.';
export const USERNAME_LOOKS_LIKE_EMAIL = 'A username that contains “@” must be your own email address.';

export function hashPassword(password: string): Promise<string> {
  return passwordHasher.hash(password);
}

/**
 * Whether the password is the customer's. Without a customer (unknown name) or a password (social
 * login only) a dummy hash is verified all the same, so the answer takes as long either way.
 */
export async function passwordMatches(customer: CustomerRow | null, password: string): Promise<boolean> {
  const matches = await passwordHasher.verify(customer?.passwordHash ?? (await dummyPasswordHash()), password);
  return matches && Boolean(customer?.passwordHash);
}

export async function findCustomerById(db: Pick<Database, 'select'>, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

/**
 * By e-mail address or username (any case), as WordPress logins accept both. An e-mail address
 * wins over a username spelled the same (accounts from before usernames with "@" had to be the
 * account's own address), so a login or a reset for an address always reaches that address' owner.
 */
export async function findCustomerByLogin(db: Pick<Database, 'select'>, login: string): Promise<CustomerRow | null> {
  const value = login.trim();
  if (!value) return null;
  const email = normalizeEmail(value);
  const [row] = await db
    .select()
    .from(customers)
    .where(or(eq(customers.email, email), sql`lower(${customers.username}) = ${value.toLowerCase()}`))
    .orderBy(sql`${customers.email} = ${email} desc`, customers.id)
    .limit(1);
  return row ?? null;
}

export interface NewCustomer {
  email: string;
  username?: string | null;
  /** Null for accounts created by a social login. */
  password: string | null;
  firstName?: string | null;
  lastName?: string | null;
  billing?: StoredAddress;
  shipping?: StoredAddress;
}

/** wc_create_new_customer(): checks every rule first, then inserts; unique indexes settle races. */
export async function createCustomer(db: Executor, input: NewCustomer): Promise<CustomerRow> {
  const email = normalizeEmail(input.email ?? '');
  if (!isValidEmail(email)) throw userError(INVALID_EMAIL);
  const givenUsername = input.username?.trim();
  if (givenUsername !== undefined && givenUsername !== '' && !isValidUsername(givenUsername)) throw userError(INVALID_USERNAME);
  // A username like someone's e-mail address would catch their logins and password resets.
  if (givenUsername?.includes('@') && normalizeEmail(givenUsername) !== email) throw userError(USERNAME_LOOKS_LIKE_EMAIL);
  if (input.password !== null) {
    const problem = passwordProblem(input.password);
    if (problem) throw userError(problem);
  }
  if (await emailTaken(db, email)) throw userError(EMAIL_TAKEN);
  let username = givenUsername || usernameFromEmail(email);
  if (givenUsername) {
    if (await usernameTaken(db, username)) throw userError(USERNAME_TAKEN);
  } else {
    username = await freeUsername(db, username);
  }
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  try {
    const [row] = await db
      .insert(customers)
      .values({
        email,
        username,
        passwordHash,
        firstName,
        lastName,
        displayName: [firstName, lastName].filter(Boolean).join(' ') || username,
        billing: { ...input.billing, email: input.billing?.email || email },
        shipping: input.shipping ?? {},
      })
      .returning();
    return row!;
  } catch (error) {
    const constraint = (error as { constraint?: string; cause?: { constraint?: string } }).constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint;
    if (constraint === 'customers_email_key') throw userError(EMAIL_TAKEN);
    if (constraint === 'customers_username_key') throw userError(USERNAME_TAKEN);
    throw error;
  }
}

export async function emailTaken(db: Pick<Database, 'select'>, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, normalizeEmail(email)));
  return row !== undefined && row.id !== exceptId;
}

async function usernameTaken(db: Pick<Database, 'select'>, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.username}) = ${username.toLowerCase()}`);
  return row !== undefined;
}

async function freeUsername(db: Pick<Database, 'select'>, base: string): Promise<string> {
  if (!(await usernameTaken(db, base))) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

export async function setPassword(db: Pick<Database, 'update'>, customerId: number, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw userError(problem);
  await db
    .update(customers)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(customers.id, customerId));
}
