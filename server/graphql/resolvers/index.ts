import { catalogResolvers } from './catalog';

/** Every domain's resolver map; schema.ts merges them by type name. */
export const resolvers = [...catalogResolvers];
