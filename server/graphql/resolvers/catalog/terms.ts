import type { GraphQLResolveInfo } from 'graphql';
import { catalogLoaders } from '../../../services/catalog/loaders';
import { connectionFromList, type SliceArgs } from '../../../services/catalog/presenters';
import { allAttributeTerms, allCategories, allTags, queryTerms, type TermQuery, type TermRow } from '../../../services/catalog/terms';
import type { GraphQLContext } from '../../context';
import { fromGlobalId, toGlobalId } from '../../global-id';

/** GraphQL type of a taxonomy's terms: product_cat -> ProductCategory, pa_color -> PaColor. */
export function termTypename(taxonomy: string): string {
  if (taxonomy === 'product_cat') return 'ProductCategory';
  if (taxonomy === 'product_tag') return 'ProductTag';
  return taxonomy
    .split(/[_-]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** TaxonomyEnum's spelling: product_cat -> productcategory, pa_color -> pacolor (compared lower-case). */
function graphqlTaxonomy(taxonomy: string): string {
  if (taxonomy === 'product_cat') return 'productcategory';
  if (taxonomy === 'product_tag') return 'producttag';
  return taxonomy.replace(/[_-]/g, '');
}

type TermSource = { id: number; name: string; slug: string; description?: string; count?: number; parentId?: number | null; menuOrder?: number; imageId?: number | null };
export type TermNodeValue = TermSource & { __typename: string; taxonomyName: string; graphqlTaxonomy: string };

export function termNode(taxonomy: string, row: TermSource): TermNodeValue {
  return { ...row, __typename: termTypename(taxonomy), taxonomyName: taxonomy, graphqlTaxonomy: graphqlTaxonomy(taxonomy) };
}

const termFields = {
  id: (term: TermNodeValue) => toGlobalId('term', term.id),
  databaseId: (term: TermNodeValue) => term.id,
  count: (term: TermNodeValue) => term.count ?? 0,
  description: (term: TermNodeValue) => term.description ?? '',
  termGroupId: () => 0,
  termTaxonomyId: (term: TermNodeValue) => term.id,
  uri: (term: TermNodeValue) =>
    term.taxonomyName === 'product_cat' ? `/product-category/${term.slug}/` : term.taxonomyName === 'product_tag' ? `/product-tag/${term.slug}/` : `/${term.taxonomyName}/${term.slug}/`,
  link: (term: TermNodeValue, _: unknown, ctx: GraphQLContext) => `${ctx.config.publicUrl}${termFields.uri(term)}`,
};

type TermWhere = TermQuery & { taxonomies?: (string | null)[] | null };

async function termsOf(ctx: GraphQLContext, where: TermWhere): Promise<TermRow[]> {
  const wanted = (where.taxonomies ?? []).filter(Boolean).map((taxonomy) => String(taxonomy).toLowerCase());
  const all = wanted.length === 0;
  const [categories, tags, attributeTerms] = await Promise.all([
    all || wanted.includes('productcategory') ? allCategories(ctx.db) : [],
    all || wanted.includes('producttag') ? allTags(ctx.db) : [],
    all || wanted.some((taxonomy) => taxonomy.startsWith('pa')) ? allAttributeTerms(ctx.db) : [],
  ]);
  const attributes = attributeTerms.filter((term) => all || wanted.includes(graphqlTaxonomy(term.taxonomy)));
  return [...queryTerms(categories, where), ...queryTerms(tags, where), ...queryTerms(attributes, where)];
}

export const termResolvers = {
  RootQuery: {
    async productCategories(_: unknown, args: SliceArgs & { where?: TermQuery | null }, ctx: GraphQLContext) {
      const categories = queryTerms(await allCategories(ctx.db), args.where ?? {});
      return connectionFromList(categories.map((category) => termNode('product_cat', category)), args, ctx.config.maxPageSize, (node) => node.id);
    },
    async productCategory(_: unknown, args: { id: string; idType?: string | null }, ctx: GraphQLContext) {
      const categories = await allCategories(ctx.db);
      const idType = args.idType ?? 'ID';
      let found: TermRow | undefined;
      if (idType === 'DATABASE_ID') found = categories.find((category) => String(category.id) === args.id);
      else if (idType === 'SLUG') found = categories.find((category) => category.slug === args.id);
      else if (idType === 'NAME') found = categories.find((category) => category.name === args.id);
      else if (idType === 'URI') {
        const slug = args.id.replace(/\/+$/, '').split('/').at(-1);
        found = categories.find((category) => category.slug === slug);
      } else {
        const decoded = fromGlobalId(args.id);
        found = decoded?.type === 'term' ? categories.find((category) => String(category.id) === decoded.id) : undefined;
      }
      return found ? termNode('product_cat', found) : null;
    },
    async terms(_: unknown, args: SliceArgs & { where?: TermWhere | null }, ctx: GraphQLContext, info: GraphQLResolveInfo) {
      const terms = (await termsOf(ctx, args.where ?? {}))
        .map((term) => termNode(term.taxonomy, term))
        // A global attribute without a GraphQL type in the contract cannot be returned as a TermNode.
        .filter((node) => info.schema.getType(node.__typename));
      return connectionFromList(terms, args, ctx.config.maxPageSize, (node) => node.id);
    },
  },
  ProductCategory: {
    ...termFields,
    productCategoryId: (term: TermNodeValue) => term.id,
    parentDatabaseId: (term: TermNodeValue) => term.parentId ?? null,
    parentId: (term: TermNodeValue) => (term.parentId ? toGlobalId('term', term.parentId) : null),
    // The category's thumbnail; without one, a product's picture, so a category tile is never blank.
    image: async (term: TermNodeValue, _: unknown, ctx: GraphQLContext) => {
      const loaders = catalogLoaders(ctx);
      const media = term.imageId ? await loaders.media.load(term.imageId) : await loaders.categoryProductImage.load(term.id);
      return media ? { ...media, __typename: 'MediaItem' } : null;
    },
    display: () => 'DEFAULT',
    menuOrder: (term: TermNodeValue) => term.menuOrder ?? 0,
    children: async (term: TermNodeValue, args: SliceArgs & { where?: TermQuery | null }, ctx: GraphQLContext) => {
      const children = queryTerms(await allCategories(ctx.db), { ...args.where, parent: term.id });
      return connectionFromList(children.map((child) => termNode('product_cat', child)), args, ctx.config.maxPageSize, (node) => node.id);
    },
  },
  ProductTag: { ...termFields, productTagId: (term: TermNodeValue) => term.id },
  PaColor: { ...termFields, paColorId: (term: TermNodeValue) => term.id },
  PaSize: { ...termFields, paSizeId: (term: TermNodeValue) => term.id },
};
