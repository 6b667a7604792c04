/**
 * The server runs its libraries' production builds unless told otherwise. React's server renderer,
 * graphql-js (a realm check on every `instanceof` of the executor) and others choose their development
 * code when NODE_ENV is not "production". main.ts imports this first, before any of them reads it; an
 * explicit NODE_ENV (`npm run dev` sets "development") is kept.
 */
process.env.NODE_ENV ??= 'production';
