import { createHash } from 'node:crypto';
import { catalogLoaders } from '../../../services/catalog/loaders';
import { CatalogInputError } from '../../../services/catalog/product-list';
import { wpautop, wpDate } from '../../../services/catalog/presenters';
import { writeReview, type ReviewRow, type WriteReviewInput } from '../../../services/catalog/reviews';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { toGlobalId } from '../../global-id';

const STATUS: Record<ReviewRow['status'], string> = { approved: 'APPROVE', pending: 'HOLD', spam: 'SPAM', trash: 'TRASH' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function gravatar(email: string, size: number): string {
  const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  return `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm&r=g`;
}

export const reviewResolvers = {
  RootMutation: {
    async writeReview(_: unknown, args: { input: WriteReviewInput & { clientMutationId?: string | null } }, ctx: GraphQLContext) {
      const viewer = (ctx as { viewer?: { customerId: number } | null }).viewer ?? null;
      try {
        const review = await writeReview(ctx.db, ctx.config, args.input, null, viewer?.customerId ?? null, ctx.clientAddress);
        return { clientMutationId: args.input.clientMutationId ?? null, rating: review.rating, review: { ...review, __typename: 'Comment' } };
      } catch (error) {
        if (error instanceof CatalogInputError) throw userError(error.message, error.code);
        throw error;
      }
    },
  },
  Comment: {
    id: (review: ReviewRow) => toGlobalId('comment', review.id),
    databaseId: (review: ReviewRow) => review.id,
    commentId: (review: ReviewRow) => review.id,
    content: (review: ReviewRow, args: { format?: string | null }) => (args.format === 'RAW' ? review.content : wpautop(escapeHtml(review.content))),
    date: (review: ReviewRow) => wpDate(review.createdAt),
    dateGmt: (review: ReviewRow) => wpDate(review.createdAt),
    approved: (review: ReviewRow) => review.status === 'approved',
    status: (review: ReviewRow) => STATUS[review.status],
    type: () => 'review',
    parentDatabaseId: () => 0,
    parentId: () => null,
    uri: (review: ReviewRow) => `/?p=${review.productId}#comment-${review.id}`,
    link: (review: ReviewRow, _: unknown, ctx: GraphQLContext) => `${ctx.config.publicUrl}/?p=${review.productId}#comment-${review.id}`,
    verified: (review: ReviewRow, _: unknown, ctx: GraphQLContext) => catalogLoaders(ctx).reviewVerified.load(review.id),
    author: (review: ReviewRow) => ({
      cursor: null,
      // A reviewer's email is private (WordPress shows it to moderators only).
      email: null,
      ipAddress: null,
      name: review.author,
      url: review.authorUrl || null,
      node: { __typename: 'CommentAuthor', review },
    }),
  },
  CommentAuthor: {
    id: ({ review }: { review: ReviewRow }) => toGlobalId('comment_author', review.id),
    databaseId: ({ review }: { review: ReviewRow }) => review.id,
    email: () => null,
    isRestricted: () => false,
    name: ({ review }: { review: ReviewRow }) => review.author,
    url: ({ review }: { review: ReviewRow }) => review.authorUrl || null,
    avatar: ({ review }: { review: ReviewRow }, args: { size?: number | null }) => {
      const size = args.size ?? 96;
      return { url: gravatar(review.authorEmail, size), size, width: size, height: size, default: 'mm', rating: 'g', scheme: 'https', foundAvatar: false, forceDefault: false, isRestricted: false, extraAttr: null };
    },
  },
};
