import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import relayPlugin from 'eslint-plugin-relay';

// eslint-plugin-relay still ships some rules in ESLint's old function form; flat config needs objects.
const relay = {
  rules: Object.fromEntries(
    Object.entries(relayPlugin.rules).map(([name, rule]) => [name, typeof rule === 'function' ? { create: rule } : rule]),
  ),
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'node_modules/', 'src/__generated__/', 'server/db/migrations/', 'test-results/', 'playwright-report/', 'data/', 'bench/.cache/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // react-relay's main entry also brings the legacy container API (about 25 kB) into the bundle.
      'no-restricted-imports': ['error', { paths: [{ name: 'react-relay', message: "Import from 'react-relay/hooks'." }] }],
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/unused-fields': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
    },
  },
);
