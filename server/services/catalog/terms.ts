import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attributeTerms, globalAttributes, productCategories, productTags } from '../../db/schema';

/** Taxonomy terms of the catalogue: categories (a tree), tags and global attribute terms. */

export type TermTaxonomy = string;

export interface TermRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  count: number;
  taxonomy: TermTaxonomy;
  parentId: number | null;
  menuOrder: number;
  imageId: number | null;
  attributeName?: string;
}

export async function allCategories(db: Database): Promise<TermRow[]> {
  const rows = await db.select().from(productCategories).orderBy(asc(productCategories.name));
  return rows.map((row) => ({ ...row, taxonomy: 'product_cat' }));
}

export async function allTags(db: Database): Promise<TermRow[]> {
  const rows = await db.select().from(productTags).orderBy(asc(productTags.name));
  return rows.map((row) => ({ ...row, taxonomy: 'product_tag', parentId: null, menuOrder: 0, imageId: null }));
}

export async function allAttributeTerms(db: Database, taxonomies?: string[]): Promise<TermRow[]> {
  const query = db
    .select({ term: attributeTerms, taxonomy: globalAttributes.taxonomy, attributeName: globalAttributes.name })
    .from(attributeTerms)
    .innerJoin(globalAttributes, eq(globalAttributes.id, attributeTerms.attributeId));
  const rows = await (taxonomies ? query.where(inArray(globalAttributes.taxonomy, taxonomies.length ? taxonomies : [''])) : query).orderBy(
    asc(attributeTerms.menuOrder),
    asc(attributeTerms.name),
  );
  return rows.map((row) => ({ ...row.term, taxonomy: row.taxonomy, attributeName: row.attributeName, parentId: null, imageId: null }));
}

/** WordPress hide_empty with hierarchical (the default): a parent stays when a descendant has products. */
export function withoutEmpty(terms: TermRow[]): TermRow[] {
  const byId = new Map(terms.map((term) => [term.id, term]));
  const keep = new Set<number>();
  for (const term of terms) {
    if (term.count <= 0) continue;
    for (let current: TermRow | undefined = term; current && !keep.has(current.id); current = current.parentId ? byId.get(current.parentId) : undefined) {
      keep.add(current.id);
    }
  }
  return terms.filter((term) => keep.has(term.id));
}

export interface TermQuery {
  orderby?: string | null;
  order?: string | null;
  hideEmpty?: boolean | null;
  hierarchical?: boolean | null;
  parent?: number | null;
  childOf?: number | null;
  childless?: boolean | null;
  slug?: (string | null)[] | null;
  name?: (string | null)[] | null;
  nameLike?: string | null;
  search?: string | null;
  descriptionLike?: string | null;
  include?: (string | number | null)[] | null;
  exclude?: (string | number | null)[] | null;
  excludeTree?: (string | number | null)[] | null;
}

function descendantsOf(terms: TermRow[], rootId: number): Set<number> {
  const result = new Set<number>();
  let frontier = [rootId];
  while (frontier.length) {
    const next = terms.filter((term) => term.parentId !== null && frontier.includes(term.parentId) && !result.has(term.id)).map((term) => term.id);
    next.forEach((id) => result.add(id));
    frontier = next;
  }
  return result;
}

const ids = (list: (string | number | null)[] | null | undefined) => (list ?? []).filter((id) => id !== null && id !== '').map(Number);

/** get_terms() arguments over a loaded term list: filters, then WordPress' ordering (name ASC by default). */
export function queryTerms(terms: TermRow[], where: TermQuery = {}): TermRow[] {
  let result = where.hideEmpty ? (where.hierarchical === false ? terms.filter((term) => term.count > 0) : withoutEmpty(terms)) : terms;
  if (where.parent !== undefined && where.parent !== null) result = result.filter((term) => (term.parentId ?? 0) === where.parent);
  if (where.childOf) {
    const descendants = descendantsOf(terms, where.childOf);
    result = result.filter((term) => descendants.has(term.id));
  }
  if (where.childless) result = result.filter((term) => !terms.some((other) => other.parentId === term.id));
  const slugs = (where.slug ?? []).filter(Boolean);
  if (slugs.length) result = result.filter((term) => slugs.includes(term.slug));
  const names = (where.name ?? []).filter(Boolean);
  if (names.length) result = result.filter((term) => names.includes(term.name));
  const like = (where.nameLike ?? '').toLowerCase();
  if (like) result = result.filter((term) => term.name.toLowerCase().includes(like));
  const search = (where.search ?? '').toLowerCase();
  if (search) result = result.filter((term) => term.name.toLowerCase().includes(search) || term.slug.includes(search));
  const descriptionLike = (where.descriptionLike ?? '').toLowerCase();
  if (descriptionLike) result = result.filter((term) => term.description.toLowerCase().includes(descriptionLike));
  const include = ids(where.include);
  if (include.length) result = result.filter((term) => include.includes(term.id));
  const exclude = ids(where.exclude);
  if (exclude.length) result = result.filter((term) => !exclude.includes(term.id));
  for (const root of ids(where.excludeTree)) {
    const tree = descendantsOf(terms, root).add(root);
    result = result.filter((term) => !tree.has(term.id));
  }
  const direction = where.order === 'DESC' ? -1 : 1;
  const byName = (a: TermRow, b: TermRow) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const compare: Record<string, (a: TermRow, b: TermRow) => number> = {
    NAME: byName,
    SLUG: (a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
    COUNT: (a, b) => a.count - b.count,
    TERM_ID: (a, b) => a.id - b.id,
    TERM_GROUP: () => 0,
    TERM_ORDER: (a, b) => a.menuOrder - b.menuOrder,
    MENU_ORDER: (a, b) => a.menuOrder - b.menuOrder,
    DESCRIPTION: (a, b) => (a.description < b.description ? -1 : a.description > b.description ? 1 : 0),
  };
  const primary = compare[where.orderby ?? 'NAME'] ?? byName;
  return [...result].sort((a, b) => primary(a, b) * direction || byName(a, b) || a.id - b.id);
}

export async function categoryFacetRows(db: Database, termIds: number[]) {
  if (termIds.length === 0) return [];
  return db.select().from(productCategories).where(inArray(productCategories.id, termIds)).orderBy(asc(productCategories.menuOrder), asc(productCategories.name));
}

export async function tagFacetRows(db: Database, termIds: number[]) {
  if (termIds.length === 0) return [];
  return db.select().from(productTags).where(inArray(productTags.id, termIds)).orderBy(asc(productTags.name));
}

export async function attributeFacetRows(db: Database, termIds: number[]) {
  if (termIds.length === 0) return [];
  const rows = await db
    .select({ term: attributeTerms, taxonomy: globalAttributes.taxonomy, attributeName: globalAttributes.name })
    .from(attributeTerms)
    .innerJoin(globalAttributes, eq(globalAttributes.id, attributeTerms.attributeId))
    .where(inArray(attributeTerms.id, termIds))
    .orderBy(asc(globalAttributes.taxonomy), asc(attributeTerms.menuOrder), asc(attributeTerms.name));
  return rows.map((row) => ({ ...row.term, taxonomy: row.taxonomy, attributeName: row.attributeName }));
}
