import { categoryResolvers } from './catalog/categories';

/** Every domain's resolver map; schema.ts merges them by type name. */
export const resolvers = [categoryResolvers];
