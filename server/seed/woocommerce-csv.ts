import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  attributeTerms,
  globalAttributes,
  productAttributes,
  productAttributeTerms,
  productCategories,
  productCategoryLinks,
  productDownloads,
  productGallery,
  productLinks,
  products,
  productTagLinks,
  productTags,
  type Backorders,
  type CatalogVisibility,
  type ProductLinkKind,
  type ProductMeta,
  type ProductStatus,
  type ProductType,
  type StockStatus,
  type TaxStatus,
  type VariationAttributeValue,
} from '../db/schema';
import { invalidatePriceSchedule, recountTerms, refreshProductLookup } from '../services/catalog/lookup';
import { findOrCreateMediaItem, type MediaInput } from '../services/catalog/media';
import { attributeTaxonomy, slugify } from '../services/catalog/slug';

/**
 * Importer for WooCommerce's standard product CSV export (Products > Export): every product type,
 * variations under their parent, categories "A > B", tags, global and local attributes, prices and
 * sale schedules, stock, images, downloads, grouped children, upsells and cross-sells.
 *
 * The whole file is validated first and every problem is reported with its CSV line; then it is
 * written in one transaction, so a bad file changes nothing. Products are matched by SKU (or, without
 * a SKU, by slug), so importing the same file again updates in place.
 */

export interface ImportIssue {
  line: number;
  message: string;
}

export class ImportValidationError extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super(
      `The CSV file has ${issues.length} problem${issues.length === 1 ? '' : 's'}; nothing was imported.\n` +
        issues.map((issue) => `  line ${issue.line}: ${issue.message}`).join('\n'),
    );
    this.name = 'ImportValidationError';
  }
}

export interface ImportSummary {
  created: number;
  updated: number;
  byType: Record<ProductType, number>;
  categories: number;
  tags: number;
  attributes: number;
}

export interface ImportOptions {
  /** Called after each row is written. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Makes the media item for an image URL of the file. The default stores the URL as the source;
   * the image service may pass its own (e.g. one that generates a local placeholder for a product).
   */
  createMedia?: (tx: Database, input: MediaInput & { productName: string; productSku: string | null }) => Promise<number>;
}

type Reference = { kind: 'id'; id: number } | { kind: 'sku'; sku: string };

interface AttributeColumn {
  name: string;
  values: string[];
  visible: boolean;
  global: boolean;
  defaultValue: string;
  position: number;
}

interface ParsedRow {
  line: number;
  csvId: number | null;
  type: ProductType;
  downloadable: boolean;
  virtual: boolean;
  sku: string | null;
  name: string;
  status: ProductStatus;
  featured: boolean;
  visibility: CatalogVisibility;
  shortDescription: string;
  description: string;
  saleFrom: Date | null;
  saleTo: Date | null;
  taxStatus: TaxStatus;
  taxClass: string;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  backorders: Backorders;
  soldIndividually: boolean;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  reviewsAllowed: boolean;
  purchaseNote: string;
  salePrice: string | null;
  regularPrice: string | null;
  categories: string[][];
  tags: string[];
  shippingClass: string | null;
  images: string[];
  downloadLimit: number;
  downloadExpiry: number;
  parent: Reference | null;
  grouped: Reference[];
  upsells: Reference[];
  crossSells: Reference[];
  externalUrl: string | null;
  buttonText: string | null;
  position: number;
  attributes: AttributeColumn[];
  downloads: { id: string; name: string; file: string }[];
  meta: ProductMeta[];
}

const BASE_TYPES: ProductType[] = ['simple', 'variable', 'grouped', 'external', 'variation'];
const VISIBILITIES: CatalogVisibility[] = ['visible', 'catalog', 'search', 'hidden'];
const TAX_STATUSES: TaxStatus[] = ['taxable', 'shipping', 'none'];

/** WooCommerce splits list cells on commas; "\," keeps a literal comma. */
export function splitList(value: string): string[] {
  return value
    .split(/(?<!\\),/)
    .map((part) => part.replace(/\\,/g, ',').trim())
    .filter(Boolean);
}

function parseReference(raw: string): Reference {
  const match = /^id:(\d+)$/i.exec(raw.trim());
  return match ? { kind: 'id', id: Number(match[1]) } : { kind: 'sku', sku: raw.trim() };
}

function describeReference(reference: Reference): string {
  return reference.kind === 'id' ? `id:${reference.id}` : `"${reference.sku}"`;
}

/** wc_format_decimal for dimensions: ".5" -> "0.5", blanks stay empty. */
function decimalText(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  return /^-?\d*\.?\d+$/.test(value) ? String(Number(value)) : value;
}

class RowReader {
  readonly issues: ImportIssue[] = [];
  constructor(
    private readonly record: Record<string, string>,
    readonly line: number,
  ) {}

  text(column: string): string {
    return (this.record[column] ?? '').trim();
  }

  /** Rich text cells keep their inner whitespace; WooCommerce exports line breaks as "\n". */
  richText(column: string): string {
    return (this.record[column] ?? '').replace(/\\n/g, '\n').trim();
  }

  fail(message: string) {
    this.issues.push({ line: this.line, message });
  }

  bool(column: string, fallback: boolean): boolean {
    const value = this.text(column).toLowerCase();
    if (value === '') return fallback;
    if (['1', 'yes', 'true'].includes(value)) return true;
    if (['0', 'no', 'false'].includes(value)) return false;
    this.fail(`"${column}" must be 1 or 0, got "${this.text(column)}"`);
    return fallback;
  }

  price(column: string): string | null {
    const value = this.text(column);
    if (value === '') return null;
    if (!/^\d*\.?\d+$/.test(value)) {
      this.fail(`"${column}" must be a number like 12.50, got "${value}"`);
      return null;
    }
    return String(Number(value));
  }

  int(column: string, fallback: number | null): number | null {
    const value = this.text(column);
    if (value === '') return fallback;
    if (!/^-?\d+$/.test(value)) {
      this.fail(`"${column}" must be a whole number, got "${value}"`);
      return fallback;
    }
    return Number(value);
  }

  date(column: string, endOfDay: boolean): Date | null {
    const value = this.text(column);
    if (value === '') return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
    const date = match
      ? new Date(
          `${match[1]}-${match[2]}-${match[3]}T${match[4] ?? (endOfDay ? '23' : '00')}:${match[5] ?? (endOfDay ? '59' : '00')}:${
            match[6] ?? (endOfDay && !match[4] ? '59' : '00')
          }${match[7] ?? 'Z'}`,
        )
      : null;
    if (!date || Number.isNaN(date.getTime())) {
      this.fail(`"${column}" must be a date like 2024-12-31, got "${value}"`);
      return null;
    }
    return date;
  }
}

function parseRow(record: Record<string, string>, line: number, headers: string[]): { row: ParsedRow | null; issues: ImportIssue[] } {
  const r = new RowReader(record, line);

  const typeTokens = splitList(r.text('Type').toLowerCase());
  const baseTypes = typeTokens.filter((token) => BASE_TYPES.includes(token as ProductType)) as ProductType[];
  const unknown = typeTokens.filter((token) => !BASE_TYPES.includes(token as ProductType) && token !== 'downloadable' && token !== 'virtual');
  let type: ProductType = 'simple';
  if (unknown.length > 0 || baseTypes.length > 1) {
    r.fail(`unknown product type "${r.text('Type')}" (expected simple, variable, grouped, external or variation)`);
  } else if (baseTypes.length === 1) {
    type = baseTypes[0]!;
  }

  const name = r.text('Name');
  if (name === '' && type !== 'variation') r.fail('"Name" is required');

  const published = r.text('Published');
  let status: ProductStatus = 'publish';
  if (published === '0') status = type === 'variation' ? 'private' : 'draft';
  else if (published === '-1') status = 'private';
  else if (published !== '' && published !== '1') r.fail(`"Published" must be 1, 0 or -1, got "${published}"`);

  const visibility = (r.text('Visibility in catalog') || 'visible').toLowerCase() as CatalogVisibility;
  if (!VISIBILITIES.includes(visibility)) r.fail(`"Visibility in catalog" must be visible, catalog, search or hidden, got "${r.text('Visibility in catalog')}"`);

  const taxStatus = (r.text('Tax status') || 'taxable').toLowerCase() as TaxStatus;
  if (!TAX_STATUSES.includes(taxStatus)) r.fail(`"Tax status" must be taxable, shipping or none, got "${r.text('Tax status')}"`);

  const inStock = r.text('In stock?').toLowerCase();
  let stockStatus: StockStatus = 'instock';
  if (inStock === '0') stockStatus = 'outofstock';
  else if (inStock === 'backorder' || inStock === 'onbackorder') stockStatus = 'onbackorder';
  else if (inStock !== '' && inStock !== '1') r.fail(`"In stock?" must be 1, 0 or backorder, got "${r.text('In stock?')}"`);

  const backordersRaw = r.text('Backorders allowed?').toLowerCase();
  let backorders: Backorders = 'no';
  if (backordersRaw === '1' || backordersRaw === 'yes') backorders = 'yes';
  else if (backordersRaw === 'notify') backorders = 'notify';
  else if (backordersRaw !== '' && backordersRaw !== '0' && backordersRaw !== 'no') {
    r.fail(`"Backorders allowed?" must be 1, 0 or notify, got "${r.text('Backorders allowed?')}"`);
  }

  const csvIdRaw = r.text('ID');
  let csvId: number | null = null;
  if (csvIdRaw !== '') {
    if (/^\d+$/.test(csvIdRaw)) csvId = Number(csvIdRaw);
    else r.fail(`"ID" must be a whole number, got "${csvIdRaw}"`);
  }

  const attributes: AttributeColumn[] = [];
  for (let n = 1; headers.includes(`Attribute ${n} name`); n += 1) {
    const attributeName = r.text(`Attribute ${n} name`);
    if (attributeName === '') continue;
    attributes.push({
      name: attributeName,
      values: splitList(r.text(`Attribute ${n} value(s)`)),
      visible: r.bool(`Attribute ${n} visible`, true),
      global: r.bool(`Attribute ${n} global`, false) || attributeName.startsWith('pa_'),
      defaultValue: r.text(`Attribute ${n} default`),
      position: n - 1,
    });
  }

  const downloads: ParsedRow['downloads'] = [];
  for (let n = 1; headers.includes(`Download ${n} URL`) || headers.includes(`Download ${n} name`); n += 1) {
    const file = r.text(`Download ${n} URL`);
    if (file === '') continue;
    const id = r.text(`Download ${n} ID`) || createHash('md5').update(file).digest('hex');
    downloads.push({ id, name: r.text(`Download ${n} name`) || file.split('/').at(-1)!, file });
  }

  const meta = headers
    .filter((header) => header.startsWith('Meta: '))
    .map((header) => ({ key: header.slice('Meta: '.length), value: r.text(header) }))
    .filter((entry) => entry.value !== '');

  const parentRaw = r.text('Parent');
  const parent = parentRaw ? parseReference(parentRaw) : null;
  if (type === 'variation' && !parent) r.fail('a variation needs a "Parent" (the parent\'s SKU or id:<ID>)');

  const regularPrice = r.price('Regular price');
  const salePrice = r.price('Sale price');

  const row: ParsedRow = {
    line,
    csvId,
    type,
    downloadable: typeTokens.includes('downloadable'),
    virtual: typeTokens.includes('virtual'),
    sku: r.text('SKU') || null,
    name,
    status,
    featured: r.bool('Is featured?', false),
    visibility,
    shortDescription: r.richText('Short description'),
    description: r.richText('Description'),
    saleFrom: r.date('Date sale price starts', false),
    saleTo: r.date('Date sale price ends', true),
    taxStatus,
    taxClass: r.text('Tax class'),
    stockStatus,
    stockQuantity: r.int('Stock', null),
    backorders,
    soldIndividually: r.bool('Sold individually?', false),
    weight: decimalText(r.text('Weight (lbs)') || r.text('Weight (kg)')),
    length: decimalText(r.text('Length (in)') || r.text('Length (cm)')),
    width: decimalText(r.text('Width (in)') || r.text('Width (cm)')),
    height: decimalText(r.text('Height (in)') || r.text('Height (cm)')),
    reviewsAllowed: r.bool('Allow customer reviews?', true),
    purchaseNote: r.richText('Purchase note'),
    salePrice,
    regularPrice,
    categories: splitList(r.text('Categories')).map((path) => path.split('>').map((part) => part.trim()).filter(Boolean)),
    tags: splitList(r.text('Tags')),
    shippingClass: r.text('Shipping class') || null,
    images: splitList(r.text('Images')),
    downloadLimit: r.int('Download limit', -1) ?? -1,
    downloadExpiry: r.int('Download expiry days', -1) ?? -1,
    parent,
    grouped: splitList(r.text('Grouped products')).map(parseReference),
    upsells: splitList(r.text('Upsells')).map(parseReference),
    crossSells: splitList(r.text('Cross-sells')).map(parseReference),
    externalUrl: r.text('External URL') || null,
    buttonText: r.text('Button text') || null,
    position: r.int('Position', 0) ?? 0,
    attributes,
    downloads,
    meta,
  };
  if (type === 'external' && row.externalUrl) {
    try {
      new URL(row.externalUrl);
    } catch {
      r.fail(`"External URL" must be a full URL, got "${row.externalUrl}"`);
    }
  }
  return { row: r.issues.length === 0 ? row : null, issues: r.issues };
}

export interface ParsedFile {
  rows: ParsedRow[];
  issues: ImportIssue[];
}

/** Parses and validates a CSV file without touching the database (line numbers are 1-based, header = 1). */
export function parseWooCommerceCsv(input: string | Buffer): ParsedFile {
  const issues: ImportIssue[] = [];
  let records: { record: Record<string, string>; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(input, { columns: true, bom: true, skip_empty_lines: true, info: true, relax_column_count: true, record_delimiter: ['\r\n', '\n'] }) as typeof records;
  } catch (error) {
    const csvError = error as Error & { lines?: number };
    return { rows: [], issues: [{ line: csvError.lines ?? 1, message: `not a readable CSV file: ${csvError.message}` }] };
  }
  const headers = records[0] ? Object.keys(records[0].record) : [];
  if (records.length > 0) {
    for (const required of ['Type', 'Name']) {
      if (!headers.includes(required)) issues.push({ line: 1, message: `the header has no "${required}" column; is this a WooCommerce product export?` });
    }
    if (issues.length > 0) return { rows: [], issues };
  }
  const rows: ParsedRow[] = [];
  let previousEnd = 1;
  let previousEmpty = 0;
  for (const { record, info } of records) {
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    const parsed = parseRow(record, line, headers);
    issues.push(...parsed.issues);
    if (parsed.row) rows.push(parsed.row);
  }

  // Cross-row checks: duplicate keys and references that must resolve inside the file or the shop.
  const seenSku = new Map<string, number>();
  const seenId = new Map<number, number>();
  for (const row of rows) {
    if (row.sku) {
      const key = row.sku.toLowerCase();
      if (seenSku.has(key)) issues.push({ line: row.line, message: `SKU "${row.sku}" is already used on line ${seenSku.get(key)}` });
      else seenSku.set(key, row.line);
    }
    if (row.csvId !== null) {
      if (seenId.has(row.csvId)) issues.push({ line: row.line, message: `ID ${row.csvId} is already used on line ${seenId.get(row.csvId)}` });
      else seenId.set(row.csvId, row.line);
    }
  }
  issues.sort((a, b) => a.line - b.line);
  return { rows, issues };
}

type Tx = Database;

interface ImportState {
  tx: Tx;
  categoryIds: Map<string, number>;
  tagIds: Map<string, number>;
  attributes: Map<string, { id: number; terms: Map<string, number> }>;
  idsByCsvId: Map<number, number>;
  idsBySku: Map<string, number>;
  typesById: Map<number, ProductType>;
}

async function uniqueSlug(tx: Tx, base: string, ownId: number | null): Promise<string> {
  const stem = base || 'product';
  const taken = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(sql`${products.slug} = ${stem} OR ${products.slug} LIKE ${`${stem.replace(/[\\%_]/g, '\\$&')}-%`}`);
  const used = new Set(taken.filter((row) => row.id !== ownId).map((row) => row.slug));
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

async function categoryId(state: ImportState, path: string[]): Promise<number> {
  let parentId: number | null = null;
  for (let depth = 1; depth <= path.length; depth += 1) {
    const key = path.slice(0, depth).join(' > ').toLowerCase();
    const cached = state.categoryIds.get(key);
    if (cached !== undefined) {
      parentId = cached;
      continue;
    }
    const name = path[depth - 1]!;
    const [existing]: { id: number }[] = await state.tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(sql`lower(${productCategories.name}) = ${name.toLowerCase()}`, parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, parentId)))
      .limit(1);
    let id: number | undefined = existing?.id;
    if (id === undefined) {
      const base = slugify(name) || 'category';
      const taken = await state.tx
        .select({ slug: productCategories.slug })
        .from(productCategories)
        .where(sql`${productCategories.slug} = ${base} OR ${productCategories.slug} LIKE ${`${base}-%`}`);
      const used = new Set(taken.map((row) => row.slug));
      let slug = base;
      for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
      const [created]: { id: number }[] = await state.tx.insert(productCategories).values({ name, slug, parentId }).returning({ id: productCategories.id });
      id = created!.id;
    }
    state.categoryIds.set(key, id);
    parentId = id;
  }
  return parentId!;
}

async function tagId(state: ImportState, name: string): Promise<number> {
  const slug = slugify(name) || 'tag';
  const cached = state.tagIds.get(slug);
  if (cached !== undefined) return cached;
  const [existing] = await state.tx.select({ id: productTags.id }).from(productTags).where(eq(productTags.slug, slug)).limit(1);
  const id = existing?.id ?? (await state.tx.insert(productTags).values({ name, slug }).returning({ id: productTags.id }))[0]!.id;
  state.tagIds.set(slug, id);
  return id;
}

async function globalAttribute(state: ImportState, name: string) {
  const taxonomy = name.startsWith('pa_') ? name : attributeTaxonomy(name);
  let attribute = state.attributes.get(taxonomy);
  if (attribute) return { taxonomy, ...attribute };
  const [existing] = await state.tx.select({ id: globalAttributes.id }).from(globalAttributes).where(eq(globalAttributes.taxonomy, taxonomy)).limit(1);
  const id =
    existing?.id ??
    (await state.tx
      .insert(globalAttributes)
      .values({ name: name.startsWith('pa_') ? name.slice(3) : name, taxonomy })
      .returning({ id: globalAttributes.id }))[0]!.id;
  const terms = await state.tx.select({ id: attributeTerms.id, slug: attributeTerms.slug }).from(attributeTerms).where(eq(attributeTerms.attributeId, id));
  attribute = { id, terms: new Map(terms.map((term) => [term.slug, term.id])) };
  state.attributes.set(taxonomy, attribute);
  return { taxonomy, ...attribute };
}

async function attributeTermId(state: ImportState, attribute: { id: number; terms: Map<string, number> }, value: string): Promise<{ id: number; slug: string }> {
  const slug = slugify(value) || value.toLowerCase();
  const cached = attribute.terms.get(slug);
  if (cached !== undefined) return { id: cached, slug };
  const [created] = await state.tx
    .insert(attributeTerms)
    .values({ attributeId: attribute.id, name: value, slug, menuOrder: attribute.terms.size })
    .returning({ id: attributeTerms.id });
  attribute.terms.set(slug, created!.id);
  return { id: created!.id, slug };
}

function resolveReference(state: ImportState, reference: Reference): number | undefined {
  if (reference.kind === 'id') return state.idsByCsvId.get(reference.id) ?? (state.typesById.has(reference.id) ? reference.id : undefined);
  return state.idsBySku.get(reference.sku.toLowerCase());
}

/** Loads what references may point at outside the file: existing SKUs and ids. */
async function loadExisting(state: ImportState, rows: ParsedRow[]) {
  const referencedIds = rows.flatMap((row) =>
    [row.parent, ...row.grouped, ...row.upsells, ...row.crossSells].flatMap((ref) => (ref?.kind === 'id' ? [ref.id] : [])),
  );
  const skus = rows.flatMap((row) =>
    [row.sku, ...[row.parent, ...row.grouped, ...row.upsells, ...row.crossSells].map((ref) => (ref?.kind === 'sku' ? ref.sku : null))].filter(
      (sku): sku is string => !!sku,
    ),
  );
  const existing =
    skus.length + referencedIds.length === 0
      ? []
      : await state.tx
          .select({ id: products.id, sku: products.sku, type: products.type })
          .from(products)
          .where(
            sql`lower(${products.sku}) = ANY(${`{${skus.map((sku) => `"${sku.toLowerCase().replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]) OR ${products.id} = ANY(${`{${referencedIds.join(',')}}`}::int[])`,
          );
  for (const row of existing) {
    state.typesById.set(row.id, row.type);
    if (row.sku) state.idsBySku.set(row.sku.toLowerCase(), row.id);
  }
}

function checkReferences(state: ImportState, rows: ParsedRow[], fileTypes: Map<string, ProductType>): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const typeOf = (reference: Reference): ProductType | undefined => {
    const key = reference.kind === 'id' ? `id:${reference.id}` : `sku:${reference.sku.toLowerCase()}`;
    if (fileTypes.has(key)) return fileTypes.get(key);
    const id = resolveReference(state, reference);
    return id === undefined ? undefined : state.typesById.get(id);
  };
  for (const row of rows) {
    if (row.parent) {
      const parentType = typeOf(row.parent);
      if (parentType === undefined) issues.push({ line: row.line, message: `unknown parent ${describeReference(row.parent)}: no product with that SKU or ID in the file or the shop` });
      else if (row.type === 'variation' && parentType !== 'variable') issues.push({ line: row.line, message: `parent ${describeReference(row.parent)} is a ${parentType} product, not a variable one` });
    }
    for (const [column, references] of [
      ['Grouped products', row.grouped],
      ['Upsells', row.upsells],
      ['Cross-sells', row.crossSells],
    ] as const) {
      for (const reference of references) {
        if (typeOf(reference) === undefined) issues.push({ line: row.line, message: `"${column}" names unknown product ${describeReference(reference)}` });
      }
    }
  }
  return issues;
}

/** Imports a WooCommerce product CSV export in one transaction. Throws ImportValidationError for a bad file. */
export async function importWooCommerceCsv(db: Database, input: string | Buffer, options: ImportOptions = {}): Promise<ImportSummary> {
  const parsed = parseWooCommerceCsv(input);
  if (parsed.issues.length > 0) throw new ImportValidationError(parsed.issues);
  const rows = parsed.rows;

  const summary = await db.transaction(async (tx) => {
    const state: ImportState = {
      tx: tx as unknown as Tx,
      categoryIds: new Map(),
      tagIds: new Map(),
      attributes: new Map(),
      idsByCsvId: new Map(),
      idsBySku: new Map(),
      typesById: new Map(),
    };
    await loadExisting(state, rows);
    const fileTypes = new Map<string, ProductType>();
    for (const row of rows) {
      if (row.csvId !== null) fileTypes.set(`id:${row.csvId}`, row.type);
      if (row.sku) fileTypes.set(`sku:${row.sku.toLowerCase()}`, row.type);
    }
    const referenceIssues = checkReferences(state, rows, fileTypes);
    if (referenceIssues.length > 0) throw new ImportValidationError(referenceIssues);

    const result: ImportSummary = {
      created: 0,
      updated: 0,
      byType: { simple: 0, variable: 0, grouped: 0, external: 0, variation: 0 },
      categories: 0,
      tags: 0,
      attributes: 0,
    };
    // Parents before their variations; links once every product of the file exists.
    const ordered = [...rows.filter((row) => row.type !== 'variation'), ...rows.filter((row) => row.type === 'variation')];
    const written: { row: ParsedRow; id: number }[] = [];
    const variationAttributeNames = new Map<number, Set<string>>();
    let done = 0;
    for (const row of ordered) {
      const { id, created } = await writeProduct(state, row, options);
      written.push({ row, id });
      if (created) result.created += 1;
      else result.updated += 1;
      result.byType[row.type] += 1;
      if (row.type === 'variation') {
        const parentId = resolveReference(state, row.parent!)!;
        const names = variationAttributeNames.get(parentId) ?? new Set<string>();
        for (const attribute of row.attributes) names.add(attribute.global ? attributeTaxonomy(attribute.name) : attribute.name.toLowerCase());
        variationAttributeNames.set(parentId, names);
      }
      done += 1;
      options.onProgress?.(done, ordered.length);
    }

    for (const { row, id } of written) {
      const links: { kind: ProductLinkKind; refs: Reference[] }[] = [
        { kind: 'grouped', refs: row.grouped },
        { kind: 'upsell', refs: row.upsells },
        { kind: 'cross_sell', refs: row.crossSells },
      ];
      await tx.delete(productLinks).where(eq(productLinks.productId, id));
      const values = links.flatMap(({ kind, refs }) =>
        refs.map((ref, position) => ({ productId: id, kind, linkedId: resolveReference(state, ref)!, position })),
      );
      if (values.length > 0) await tx.insert(productLinks).values(values).onConflictDoNothing();
    }

    // WooCommerce marks a parent's attribute "used for variations" when its variations name it.
    for (const [parentId, names] of variationAttributeNames) {
      const lines = await tx.select({ id: productAttributes.id, name: productAttributes.name, attributeId: productAttributes.attributeId }).from(productAttributes).where(eq(productAttributes.productId, parentId));
      const taxonomyById = new Map([...state.attributes.entries()].map(([taxonomy, attribute]) => [attribute.id, taxonomy]));
      const used = lines.filter((line) => names.has(line.attributeId ? (taxonomyById.get(line.attributeId) ?? '') : line.name.toLowerCase())).map((line) => line.id);
      if (used.length > 0) await tx.update(productAttributes).set({ variation: true }).where(inArray(productAttributes.id, used));
    }

    await refreshProductLookup(tx, written.map((entry) => entry.id));
    await recountTerms(tx);
    result.categories = state.categoryIds.size;
    result.tags = state.tagIds.size;
    result.attributes = state.attributes.size;
    return result;
  });
  invalidatePriceSchedule(db);
  // Planner statistics for what was written: PGlite has no autovacuum, so without this the queries of a
  // shop imported into it are planned from default guesses rather than from its data.
  await db.execute(sql`ANALYZE`);
  return summary;
}

async function writeProduct(state: ImportState, row: ParsedRow, options: ImportOptions): Promise<{ id: number; created: boolean }> {
  const { tx } = state;
  const parentId = row.parent ? resolveReference(state, row.parent)! : null;
  let existingId: number | undefined = row.sku ? state.idsBySku.get(row.sku.toLowerCase()) : undefined;
  let name = row.name;
  if (row.type === 'variation' && name === '') {
    const [parent] = await tx.select({ name: products.name }).from(products).where(eq(products.id, parentId!));
    name = [parent?.name ?? 'Variation', row.attributes.map((attribute) => attribute.values[0]).filter(Boolean).join(', ')].filter(Boolean).join(' - ');
  }
  if (existingId === undefined && !row.sku) {
    const [bySlug] = await tx.select({ id: products.id }).from(products).where(and(eq(products.slug, slugify(name)), isNull(products.sku))).limit(1);
    existingId = bySlug?.id;
  }
  const slug = await uniqueSlug(tx, slugify(name), existingId ?? null);

  const imageIds: number[] = [];
  for (const [index, url] of row.images.entries()) {
    if (row.type === 'variation' && index > 0) break;
    const input = { sourceUrl: url, altText: '', productName: name, productSku: row.sku };
    imageIds.push(options.createMedia ? await options.createMedia(tx, input) : await findOrCreateMediaItem(tx, input));
  }

  // Global attribute terms are created first, so variations and defaults can store term slugs.
  const attributeLines: { attributeId: number | null; name: string; options: string[]; termIds: number[]; column: AttributeColumn }[] = [];
  for (const column of row.attributes) {
    if (column.global) {
      const attribute = await globalAttribute(state, column.name);
      const terms = [];
      for (const value of column.values) terms.push(await attributeTermId(state, attribute, value));
      attributeLines.push({ attributeId: attribute.id, name: column.name, options: terms.map((term) => term.slug), termIds: terms.map((term) => term.id), column });
    } else {
      attributeLines.push({ attributeId: null, name: column.name, options: column.values, termIds: [], column });
    }
  }
  const variationAttributes: VariationAttributeValue[] =
    row.type === 'variation'
      ? attributeLines.map((line) => ({
          name: line.attributeId ? attributeTaxonomy(line.name) : line.name.toLowerCase(),
          value: line.attributeId ? (line.options[0] ?? '') : (line.column.values[0] ?? ''),
        }))
      : [];
  const defaultAttributes: VariationAttributeValue[] = attributeLines
    .filter((line) => line.column.defaultValue !== '')
    .map((line) => ({
      name: line.attributeId ? attributeTaxonomy(line.name) : line.name.toLowerCase(),
      value: line.attributeId ? slugify(line.column.defaultValue) : line.column.defaultValue,
    }));

  const manageStock = row.stockQuantity !== null;
  const values = {
    parentId,
    type: row.type,
    slug,
    sku: row.sku,
    name,
    description: row.description,
    shortDescription: row.shortDescription,
    status: row.status,
    catalogVisibility: row.visibility,
    featured: row.featured,
    menuOrder: row.position,
    modifiedAt: new Date(),
    regularPrice: row.regularPrice,
    salePrice: row.salePrice,
    saleFrom: row.saleFrom,
    saleTo: row.saleTo,
    taxStatus: row.taxStatus,
    taxClass: row.taxClass,
    manageStock,
    stockQuantity: row.stockQuantity,
    // WooCommerce derives the status of a managed product from its quantity.
    stockStatus: manageStock && row.stockQuantity! <= 0 ? (row.backorders === 'no' ? 'outofstock' : 'onbackorder') : row.stockStatus,
    backorders: row.backorders,
    soldIndividually: row.soldIndividually,
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    shippingClass: row.shippingClass,
    virtual: row.virtual,
    downloadable: row.downloadable,
    downloadLimit: row.downloadLimit,
    downloadExpiry: row.downloadExpiry,
    externalUrl: row.type === 'external' ? row.externalUrl : null,
    buttonText: row.type === 'external' ? row.buttonText : null,
    purchaseNote: row.purchaseNote,
    reviewsAllowed: row.reviewsAllowed,
    imageId: imageIds[0] ?? null,
    defaultAttributes,
    variationAttributes,
    metaData: row.meta,
  } satisfies Partial<typeof products.$inferInsert>;

  let id: number;
  const created = existingId === undefined;
  if (existingId !== undefined) {
    id = existingId;
    await tx.update(products).set(values).where(eq(products.id, id));
    for (const table of [productCategoryLinks, productTagLinks, productAttributes, productAttributeTerms, productGallery, productDownloads]) {
      await tx.delete(table).where(eq(table.productId, id));
    }
  } else {
    id = (await tx.insert(products).values(values).returning({ id: products.id }))[0]!.id;
  }
  state.typesById.set(id, row.type);
  if (row.sku) state.idsBySku.set(row.sku.toLowerCase(), id);
  if (row.csvId !== null) state.idsByCsvId.set(row.csvId, id);

  const categoryIds = new Set<number>();
  for (const path of row.categories) categoryIds.add(await categoryId(state, path));
  if (categoryIds.size > 0) await tx.insert(productCategoryLinks).values([...categoryIds].map((categoryId) => ({ productId: id, categoryId })));
  const tagIds = new Set<number>();
  for (const tag of row.tags) tagIds.add(await tagId(state, tag));
  if (tagIds.size > 0) await tx.insert(productTagLinks).values([...tagIds].map((tagId) => ({ productId: id, tagId })));

  if (row.type !== 'variation' && attributeLines.length > 0) {
    await tx.insert(productAttributes).values(
      attributeLines.map((line) => ({
        productId: id,
        attributeId: line.attributeId,
        name: line.name,
        position: line.column.position,
        visible: line.column.visible,
        variation: false,
        options: line.options,
      })),
    );
    const termIds = [...new Set(attributeLines.flatMap((line) => line.termIds))];
    if (termIds.length > 0) await tx.insert(productAttributeTerms).values(termIds.map((termId) => ({ productId: id, termId })));
  }
  const gallery = row.type === 'variation' ? [] : [...new Set(imageIds.slice(1))];
  if (gallery.length > 0) await tx.insert(productGallery).values(gallery.map((mediaId, position) => ({ productId: id, mediaId, position })));
  if (row.downloads.length > 0) {
    await tx.insert(productDownloads).values(row.downloads.map((download, position) => ({ productId: id, downloadId: download.id, name: download.name, file: download.file, position })));
  }
  return { id, created };
}
