import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mergeExtensions, readBackendSchema, readExtensions, storefrontSchema } from '../server/graphql/schema-sources';

/**
 * Every document the storefront sends must be valid against a real WooGraphQL 1.0.2 shop's schema
 * (fixtures/woographql-1.0.2-real.graphql, introspected from WordPress 6.9 + WooCommerce 11 + WPGraphQL
 * 2.20 + WooGraphQL 1.0.2 + Headless Login 0.4.3), so the storefront keeps working on a WooCommerce shop.
 * Documents that need one of Vitrine's extensions are listed here with the reason; the storefront sends
 * them only to a backend that has the extension (src/relay/capabilities.ts).
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
  CheckoutFormStripeIntentQuery:
    'a Stripe PaymentIntent for the cart (RootQuery.stripePaymentIntent, the woonuxt-settings plugin); without it the Stripe gateway is not offered',
  useSendContactMessageMutation:
    "the contact page's form (RootMutation.sendContactMessage); without it the page shows the shop's address and e-mail only",
  refreshAuthTokenMutation:
    'the rotated refresh token (RefreshTokenPayload.refreshToken); a backend that rejects it gets refreshAuthTokenWithoutRotationMutation instead',
};

const generatedDir = path.join(import.meta.dirname, '..', 'src', '__generated__');
const realShopSchemaPath = path.join(import.meta.dirname, 'fixtures', 'woographql-1.0.2-real.graphql');
const realShop = buildSchema(readFileSync(realShopSchemaPath, 'utf8'));
const contract = mergeExtensions(readBackendSchema(), readExtensions());

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

  it.each(documents.map((d) => [d.name, d.text] as const))('%s is valid against a real WooGraphQL 1.0.2 shop, or listed with its reason', (name, text) => {
    const errors = validate(realShop, parse(text)).map((e) => e.message);
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

  it('compiles: relay-compiler accepts the storefront against the real shop’s schema plus the extensions', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-real-compile-'));
    try {
      writeFileSync(path.join(dir, 'schema.graphql'), storefrontSchema(readFileSync(realShopSchemaPath, 'utf8'), readExtensions()));
      const root = path.join(import.meta.dirname, '..');
      const config = {
        src: path.join(root, 'src'),
        schema: path.join(dir, 'schema.graphql'),
        schemaExtensions: [path.join(root, 'src', 'mutations', 'client-schema')],
        language: 'typescript',
        artifactDirectory: path.join(dir, 'artifacts'),
        eagerEsModules: true,
        excludes: ['**/node_modules/**', '**/__generated__/**', '**/*.test.ts', '**/*.test.tsx'],
      };
      writeFileSync(path.join(dir, 'relay.config.json'), JSON.stringify(config));
      execFileSync('mkdir', ['-p', config.artifactDirectory]);
      const output = execFileSync(path.join(root, 'node_modules', '.bin', 'relay-compiler'), [path.join(dir, 'relay.config.json')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(output).toMatch(/Compilation completed/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
