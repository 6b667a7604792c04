import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { renderedSql } from './conditions';
import { resultShapeOf, runRendered, type QueryBuilder } from './reusable-statement';

/**
 * A select whose columns, joins and order are fixed while its WHERE, LIMIT and OFFSET change with
 * every request: a page of products. drizzle renders a whole statement each time it is built, and a
 * page's select list (some forty columns, each one type-checked, quoted and joined) took 0.3 ms of
 * the 2.6 ms a product list request cost. A frame is rendered once; a request renders only its
 * conditions into it, and its rows are mapped by the frame's planned mapper (row-mapper.ts).
 */

const WHERE_SLOT = '/*where*/';
/** Text before the WHERE, up to $1, up to $2, and the rest; no other parameter anywhere. */
const FRAME_SHAPE = /^([^$]*)\/\*where\*\/([^$]*)\$1\b([^$]*)\$2\b([^$]*)$/;

/**
 * A page whose conditions take no parameters (the catalogue in some order, page after page) is the
 * same text each time once its LIMIT and OFFSET are written in: it is run as a named statement, which
 * PostgreSQL parses and plans once per connection, where parsing and planning took 1 ms of its 1.7 ms.
 * A page with parameters is named only when its caller asks (`prepared`): PostgreSQL then parses it
 * once and may settle on one plan for every value, which is right only for a statement that has one
 * sensible plan (a walk of the sort index); otherwise a plan made for one search term or category
 * could be a poor one for another. Names are bounded, as each connection keeps every statement it has
 * been given.
 */
const MAX_NAMED_PAGES = 256;
const pageNames = new Map<string, string>();

function nameOfPage(text: string): string | undefined {
  let name = pageNames.get(text);
  if (!name && pageNames.size < MAX_NAMED_PAGES) pageNames.set(text, (name = `catalog_page_${pageNames.size + 1}`));
  return name;
}

function pageBound(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`a page's limit and offset are whole numbers, not ${value}`);
  return value;
}

export interface SelectFrame<Row> {
  run(db: Database, where: SQL, limit: number, offset: number, prepared?: boolean): Promise<Row[]>;
}

/**
 * `build` receives the WHERE clause, LIMIT and OFFSET to put in its select, each used once, the
 * limit before the offset and both after the WHERE (as in a subquery that picks a page's ids).
 */
export function selectFrame<Row>(build: (where: SQL, limit: Placeholder, offset: Placeholder) => QueryBuilder): SelectFrame<Row> {
  const builder = build(sql.raw(WHERE_SLOT), sql.placeholder('limit'), sql.placeholder('offset'));
  const { sql: text, params } = builder.toSQL();
  // The frame's only parameters are its LIMIT then OFFSET ($1, $2), after the one WHERE: they are
  // renumbered after the request's conditions.
  const parts = FRAME_SHAPE.exec(text);
  const names = params.map((param) => (param as Placeholder).name).join();
  if (!parts || text.indexOf(WHERE_SLOT) !== text.lastIndexOf(WHERE_SLOT) || names !== 'limit,offset') {
    throw new Error(`a select frame needs one WHERE, then a LIMIT and an OFFSET: ${text}`);
  }
  const [, before, beforeLimit, beforeOffset, rest] = parts as unknown as [string, string, string, string, string];
  const shape = resultShapeOf(builder);
  const statementText = (where: string, limit: string, offset: string) => `${before}${where}${beforeLimit}${limit}${beforeOffset}${offset}${rest}`;
  const namedTexts = new WeakMap<object, Map<string, { text: string; name: string | undefined }>>();
  return {
    async run(db, where, limit, offset, prepared = false) {
      const conditions = renderedSql(where);
      const params = [...conditions.params];
      const named = prepared || params.length === 0;
      const bind = (value: number) => {
        params.push(value);
        return `$${params.length}`;
      };
      // A named page has its LIMIT written in: PostgreSQL's plan made once for any values (its generic
      // plan) costs a LIMIT it cannot see as a tenth of the rows, and would never be chosen. So is its
      // OFFSET, but on a page with values only the first page's: later ones would each take a name.
      const limitText = named ? String(pageBound(limit)) : bind(limit);
      const offsetText = conditions.params.length === 0 || (prepared && offset === 0) ? String(pageBound(offset)) : bind(offset);
      if (!named) return runRendered<Row>(db, { sql: statementText(conditions.sql, limitText, offsetText), params }, shape);
      // A named page's text and name are looked up once per WHERE clause, LIMIT and OFFSET: the name by
      // its whole text took a hash of some kilobytes on every run.
      let texts = namedTexts.get(conditions);
      if (!texts) namedTexts.set(conditions, (texts = new Map()));
      const bounds = `${limitText} ${offsetText}`;
      let statement = texts.get(bounds);
      if (!statement) {
        const text = statementText(conditions.sql, limitText, offsetText);
        statement = { text, name: nameOfPage(text) };
        // Kept only with a name, so no more are kept than there are names.
        if (statement.name) texts.set(bounds, statement);
      }
      return runRendered<Row>(db, { sql: statement.text, params }, shape, statement.name);
    },
  };
}
