// relay-compiler reads this file as CommonJS only (an ESM default export makes it panic).
module.exports = {
  src: './src',
  // schema.graphql (the backend's) merged with extensions.graphql by scripts/schema-merge.ts (`npm run relay`).
  schema: './schema/__generated__/storefront.graphql',
  // Client-only fields for optimistic cart state (pending lines, updating totals).
  schemaExtensions: ['./src/mutations/client-schema'],
  language: 'typescript',
  artifactDirectory: './src/__generated__',
  eagerEsModules: true,
  featureFlags: {
    // The operation text the browser sends to the shop without line breaks or indentation: every
    // query and mutation body a phone uploads (or puts in a GET's URL) is a quarter shorter.
    compact_query_text: { kind: 'enabled' },
    // Artifacts leave out the AST's null properties (`alias: null`, `args: null`, ...), which the
    // runtime reads as absent: each route's own file is a tenth smaller.
    skip_printing_nulls: { kind: 'enabled' },
  },
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/*.test.ts', '**/*.test.tsx'],
};
