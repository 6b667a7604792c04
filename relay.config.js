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
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/*.test.ts', '**/*.test.tsx'],
};
