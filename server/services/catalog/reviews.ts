import { and, eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { products, productReviews } from '../../db/schema';
import { intArray, queryRows, refreshRatings } from './lookup';
import { clearResultCache } from './result-cache';
import { CatalogInputError } from './product-list';
import { retryInMinutes, takeAttempt } from '../security/rate-limit';

/** Reviews one client address may publish per hour without signing in (one-star floods). */
export const ANONYMOUS_REVIEWS_PER_HOUR = 5;
export const ALREADY_REVIEWED = 'You have already reviewed this product.';

export type ReviewRow = typeof productReviews.$inferSelect;

/**
 * The reviews among `ids` written by verified owners (wc_customer_bought_product()): a paid order (WooCommerce's
 * paid statuses, processing and completed) placed by the signed-in customer who wrote the review, or billed to the
 * review's email address, holds the reviewed product or one of its variations. One statement for a whole page of
 * reviews; each branch of the UNION joins orders on one key (the customer's index, one hash over billing emails).
 * Order changes do not clear the response cache, so an anonymous answer may show a payment up to a minute late.
 */
export async function verifiedReviewIds(db: Pick<Database, 'execute'>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  // Worked out when read, not stored when the review is posted (WooCommerce's `verified` meta): a review written before its order was paid shows as verified once it is.
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT r.id FROM product_reviews r
          JOIN orders o ON o.customer_id = r.user_id
          JOIN order_items i ON i.order_id = o.id AND r.product_id IN (i.product_id, i.variation_id)
        WHERE r.id = ANY(${intArray(ids)}) AND o.status IN ('processing', 'completed')
        UNION
        SELECT r.id FROM product_reviews r
          JOIN orders o ON lower(o.billing->>'email') = lower(r.author_email)
          JOIN order_items i ON i.order_id = o.id AND r.product_id IN (i.product_id, i.variation_id)
        WHERE r.id = ANY(${intArray(ids)}) AND r.author_email <> '' AND o.status IN ('processing', 'completed')`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

export const REVIEW_MAX_LENGTH = 5000;
const AUTHOR_MAX_LENGTH = 245;
/** The HTML5 email rule browsers apply to <input type=email>. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Plain text from what a shopper typed: tags and control characters removed, whitespace tidied. */
export function sanitizeText(text: string): string {
  return text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface WriteReviewInput {
  commentOn?: number | null;
  rating: number;
  content?: string | null;
  author?: string | null;
  authorEmail?: string | null;
  authorUrl?: string | null;
}

/** A signed-in customer's name and email, used when the input leaves them out. */
export interface Reviewer {
  name: string;
  email: string;
}

/**
 * Stores a product review (WooGraphQL writeReview). Held for moderation or published at once per
 * REVIEWS_REQUIRE_APPROVAL; a published review updates the product's rating and review count.
 */
export async function writeReview(
  db: Database,
  config: ServerConfig,
  input: WriteReviewInput,
  reviewer: Reviewer | null,
  userId: number | null = null,
  clientAddress = '',
): Promise<ReviewRow> {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    throw new CatalogInputError('Please choose a rating from 1 to 5 stars.');
  }
  const content = sanitizeText(input.content ?? '');
  if (content === '') throw new CatalogInputError('Please write your review before submitting it.');
  if (content.length > REVIEW_MAX_LENGTH) {
    throw new CatalogInputError(`Your review is too long: please keep it under ${REVIEW_MAX_LENGTH} characters (it has ${content.length}).`);
  }
  const author = sanitizeText(input.author ?? '') || reviewer?.name || '';
  const authorEmail = (input.authorEmail ?? '').trim() || reviewer?.email || '';
  if (author === '') throw new CatalogInputError('Please enter your name.');
  if (authorEmail === '') throw new CatalogInputError('Please enter your email address.');
  if (author.length > AUTHOR_MAX_LENGTH) throw new CatalogInputError(`Your name is too long: please keep it under ${AUTHOR_MAX_LENGTH} characters.`);
  if (!EMAIL.test(authorEmail) || authorEmail.length > 100) {
    throw new CatalogInputError(`"${authorEmail}" is not a valid email address.`);
  }
  const authorUrl = (input.authorUrl ?? '').trim();
  if (authorUrl !== '' && !/^https?:\/\/[^\s]+$/i.test(authorUrl)) throw new CatalogInputError('The website address must start with http:// or https://.');

  if (!input.commentOn) throw new CatalogInputError('Please say which product the review is for (commentOn).');
  const [product] = await db
    .select({ id: products.id, type: products.type, status: products.status, reviewsAllowed: products.reviewsAllowed })
    .from(products)
    .where(eq(products.id, input.commentOn));
  if (!product || product.status !== 'publish' || product.type === 'variation') {
    throw new CatalogInputError(`No product was found with the ID ${input.commentOn}.`, 'NOT_FOUND');
  }
  if (!product.reviewsAllowed) throw new CatalogInputError('Sorry, this post is closed to comments at the moment', 'FORBIDDEN');
  if (userId === null) {
    const attempt = await takeAttempt(db, [
      { key: `review:address:${clientAddress}`, limit: ANONYMOUS_REVIEWS_PER_HOUR, idleResetMs: 3600_000, blockMs: () => 3600_000 },
    ]);
    if (!attempt.allowed) throw new CatalogInputError(`You are posting reviews too quickly. ${retryInMinutes(attempt.retryAt)}`, 'TOO_MANY_ATTEMPTS');
  }

  return db.transaction(async (tx) => {
    // Reviews of one product are written one at a time, so two parallel submissions by one shopper
    // cannot both pass the one-review check below.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, product.id)).for('update');
    const [duplicate] = await tx
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(
        and(
          eq(productReviews.productId, product.id),
          sql`lower(${productReviews.authorEmail}) = ${authorEmail.toLowerCase()}`,
          eq(productReviews.content, content),
          sql`${productReviews.status} <> 'trash'`,
        ),
      )
      .limit(1);
    if (duplicate) throw new CatalogInputError('Duplicate comment detected; it looks as though you’ve already said that!', 'DUPLICATE');
    // One review per shopper and product: the signed-in customer, or else the e-mail address given.
    const [earlier] = await tx
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(
        and(
          eq(productReviews.productId, product.id),
          userId !== null ? eq(productReviews.userId, userId) : sql`lower(${productReviews.authorEmail}) = ${authorEmail.toLowerCase()}`,
          sql`${productReviews.status} <> 'trash'`,
        ),
      )
      .limit(1);
    if (earlier) throw new CatalogInputError(ALREADY_REVIEWED, 'DUPLICATE');
    const [review] = await tx
      .insert(productReviews)
      .values({
        productId: product.id,
        rating: input.rating,
        author,
        authorEmail,
        authorUrl,
        userId,
        content,
        status: config.reviewsRequireApproval ? 'pending' : 'approved',
      })
      .returning();
    if (review!.status === 'approved') await refreshRatings(tx, [product.id]);
    return review!;
  }).then((review) => {
    clearResultCache(db);
    return review;
  });
}
