import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaPath } from '../server/graphql/schema';

/**
 * Every document the storefront sends must be valid against WooGraphQL's real schema, so the storefront
 * keeps working when pointed at a WooCommerce GraphQL endpoint. Documents that need one of Vitrine's
 * extensions are listed here with the reason; the storefront degrades gracefully without them.
 */
const USES_EXTENSIONS: Record<string, string> = {
  ProductListRouteFiltersQuery:
    'facet counts (RootQueryToProductConnection.facets) for the list filters; without them the list shows no filters',
  WishlistMergeQuery: 'the server-kept wishlist of a signed-in customer (RootQuery.wishlist); without it the list stays in the browser',
  useAddToWishlistMutation: 'the server-kept wishlist (RootMutation.addToWishlist); without it the list stays in the browser',
  useRemoveFromWishlistMutation: 'the server-kept wishlist (RootMutation.removeFromWishlist); without it the list stays in the browser',
  PriceTaxNoteQuery:
    'how the shop displays product prices (RootQuery.shopPriceDisplay: incl./excl. tax, the rate per tax class); without it prices show without the tax note',
  ProductReviewsVerifiedQuery:
    'which reviews are by verified owners (Comment.verified), asked apart from the reviews; without it reviews show without the "verified owner" label',
  refreshAuthTokenMutation:
    'the rotated refresh token (RefreshTokenPayload.refreshToken); a backend that rejects it gets refreshAuthTokenWithoutRotationMutation instead',
};

const generatedDir = path.join(import.meta.dirname, '..', 'src', '__generated__');
const reference = buildSchema(readFileSync(path.join(import.meta.dirname, 'reference', 'woographql.graphql'), 'utf8'));
const contract = buildSchema(readFileSync(schemaPath, 'utf8'));

/** Operation texts exactly as Relay sends them (each with the fragments it spreads). */
function storefrontDocuments(): { name: string; text: string }[] {
  return readdirSync(generatedDir)
    .filter((file) => file.endsWith('.graphql.ts'))
    .map((file) => readFileSync(path.join(generatedDir, file), 'utf8'))
    .flatMap((source) => {
      const match = /"name": "(\w+)",\n\s+"operationKind": "\w+",\n\s+"text": ("(?:[^"\\]|\\.)*")/.exec(source);
      return match ? [{ name: match[1]!, text: JSON.parse(match[2]!) as string }] : [];
    });
}

const documents = storefrontDocuments();

describe('API contract', () => {
  it('finds the storefront operations in the Relay artifacts', () => {
    expect(documents.map((d) => d.name)).toContain('HomeRouteQuery');
  });

  it('sends every operation with its text (none reduced to client-only fields)', () => {
    const operations = readdirSync(generatedDir).filter((file) =>
      readFileSync(path.join(generatedDir, file), 'utf8').includes('"operationKind"'),
    );
    expect(documents).toHaveLength(operations.length);
  });

  it.each(documents.map((d) => [d.name, d.text] as const))('%s is valid against Vitrine’s schema', (_name, text) => {
    expect(validate(contract, parse(text)).map((e) => e.message)).toEqual([]);
  });

  it.each(documents.map((d) => [d.name, d.text] as const))('%s is valid against WooGraphQL, or listed with its reason', (name, text) => {
    const errors = validate(reference, parse(text)).map((e) => e.message);
    if (name in USES_EXTENSIONS) {
      // The list must stay honest: a listed document really needs an extension.
      expect(errors, `${name} no longer uses an extension; remove it from USES_EXTENSIONS`).not.toEqual([]);
    } else {
      expect(errors).toEqual([]);
    }
  });

  it('lists only operations that exist', () => {
    const names = new Set(documents.map((d) => d.name));
    expect(Object.keys(USES_EXTENSIONS).filter((name) => !names.has(name))).toEqual([]);
  });
});
