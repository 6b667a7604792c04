// Statements sent to PGlite as one batch of protocol messages (Parse, Bind, Describe, Execute, Sync)
// and read back with a parser that decodes values in place. PGlite's own query() crosses into
// PostgreSQL six times per statement and copies every value before decoding it: on a page of product
// cards that was a third of the database thread's time. Values are serialised and parsed with PGlite's
// own serialisers and parsers, by the parameter and column types PostgreSQL reports, and errors carry
// PostgreSQL's fields as query()'s do, so callers get what query() gives; anything this path does not
// know (an option, a transaction-control statement) goes through query() itself.
import { Buffer } from 'node:buffer';

/** Statement text -> its parameters' type oids (PostgreSQL's ParameterDescription), learnt once per text. */
const parameterTypes = new Map();
const MAX_KNOWN_STATEMENTS = 2000;

/** Plain reads and writes: transaction control, COPY, LISTEN and the like stay with query(). */
export function isFastStatement(sql, options) {
  if (!/^\s*(select|with|insert|update|delete)\b/i.test(sql)) return false;
  if (!options) return true;
  return Object.keys(options).every((key) => key === 'rowMode' || key === 'parsers' || key === 'keepPrepared');
}

function message(code, body) {
  const out = Buffer.allocUnsafe(5 + body.length);
  out[0] = code.charCodeAt(0);
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}

const cstring = (text) => Buffer.from(`${text}\0`, 'utf8');
const int16 = (value) => {
  const out = Buffer.allocUnsafe(2);
  out.writeInt16BE(value);
  return out;
};
const int32 = (value) => {
  const out = Buffer.allocUnsafe(4);
  out.writeInt32BE(value);
  return out;
};

const parse = (sql, name = '') => message('P', Buffer.concat([cstring(name), cstring(sql), int16(0)]));
const SYNC = message('S', Buffer.alloc(0));
const describeStatement = (name) => message('D', Buffer.concat([Buffer.from('S'), cstring(name)]));
const DESCRIBE_PORTAL = message('D', Buffer.from('P\0'));
const EXECUTE = message('E', Buffer.concat([cstring(''), int32(0)]));

function bind(values, statement) {
  const parts = [cstring(''), cstring(statement), int16(0), int16(values.length)];
  for (const value of values) {
    if (value === null) parts.push(int32(-1));
    else {
      const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      parts.push(int32(bytes.length), bytes);
    }
  }
  parts.push(int16(0));
  return message('B', Buffer.concat(parts));
}

/** PGlite's serialisation of one parameter (base.ts #runQuery). */
function serialize(db, param, oid) {
  if (param === null || param === undefined) return null;
  const serializer = db.serializers[oid];
  return serializer ? serializer(param) : param.toString();
}

/**
 * Sends `messages` and returns PostgreSQL's answer. PGlite's execProtocolRaw would also run every
 * answer through its own message parser (to find notifications and errors), decoding each row a
 * second time; the stream variant hands over the bytes alone, and the callers here read
 * notifications and errors themselves. The chunks are views of PGlite's memory, hence the copies.
 */
async function exchange(db, messages, syncToFs) {
  const chunks = [];
  await db.execProtocolRawStream(messages, { syncToFs, onRawData: (chunk) => chunks.push(Buffer.from(chunk)) });
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/** Walks the backend's answer; calls `on(code, start, end)` for each message's body. */
function eachMessage(bytes, on) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  while (offset + 5 <= buffer.length) {
    const code = buffer[offset];
    const length = buffer.readInt32BE(offset + 1);
    on(code, buffer, offset + 5, offset + 1 + length);
    offset += 1 + length;
  }
}

const ERROR = 0x45; // E
/** Commands whose count PGlite adds to affectedRows. */
const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** ErrorResponse field codes -> the properties PGlite's errors (pg-protocol's DatabaseError) carry. */
const ERROR_FIELDS = { S: 'severity', C: 'code', D: 'detail', H: 'hint', P: 'position', p: 'internalPosition', q: 'internalQuery', W: 'where', s: 'schema', t: 'table', c: 'column', d: 'dataType', n: 'constraint', F: 'file', L: 'line', R: 'routine' };

function databaseError(buffer, start, end) {
  const fields = {};
  let offset = start;
  while (offset < end && buffer[offset] !== 0) {
    const valueEnd = buffer.indexOf(0, offset + 1);
    fields[String.fromCharCode(buffer[offset])] = buffer.toString('utf8', offset + 1, valueEnd);
    offset = valueEnd + 1;
  }
  const error = new Error(fields.M);
  error.name = 'error';
  for (const [code, property] of Object.entries(ERROR_FIELDS)) if (fields[code] !== undefined) error[property] = fields[code];
  return error;
}

/** Statement text -> the name of its prepared statement in PGlite, for texts the caller prepares by name. */
const preparedNames = new Map();
let preparedCount = 0;

/**
 * The parameter types of `sql`, learnt once per text. With `prepare`, the text is also kept as a named
 * statement: later runs skip PostgreSQL's parsing and, once it settles on a generic plan, planning.
 * A statement PostgreSQL cannot parse throws its error, as query() would.
 */
async function describeParameters(db, sql, prepare) {
  const known = parameterTypes.get(sql);
  if (known && (!prepare || preparedNames.has(sql))) return known;
  const name = prepare && preparedNames.size < MAX_KNOWN_STATEMENTS ? `vitrine_fast_${++preparedCount}` : '';
  const answer = await exchange(db, Buffer.concat([parse(sql, name), describeStatement(name), SYNC]), false);
  let oids = null;
  let error = null;
  eachMessage(answer, (code, buffer, start, end) => {
    if (code === ERROR) error = databaseError(buffer, start, end);
    if (code === 0x74 /* t: ParameterDescription */) {
      const count = buffer.readInt16BE(start);
      oids = Array.from({ length: count }, (_, index) => buffer.readInt32BE(start + 2 + 4 * index));
    }
  });
  if (error) throw error;
  if (parameterTypes.size >= MAX_KNOWN_STATEMENTS) parameterTypes.clear();
  parameterTypes.set(sql, oids);
  if (name) preparedNames.set(sql, name);
  return oids;
}

/**
 * Runs `sql` the fast way, or returns undefined when it cannot (the caller then uses query()). Inside
 * a transaction (`inTransaction`) nothing is synced to the file system until it ends, as with query(),
 * and statements are not kept prepared. PGlite's listeners do not hear the notifications a statement
 * run this way delivers: they come back in the result's `notifications`.
 */
export async function fastStatement(db, sql, params, options, inTransaction) {
  const oids = await describeParameters(db, sql, Boolean(options?.keepPrepared) && !inTransaction);
  if (oids.length !== params.length) return undefined;
  const values = params.map((param, index) => serialize(db, param, oids[index]));
  const name = inTransaction ? undefined : preparedNames.get(sql);
  const statement = name ? [bind(values, name)] : [parse(sql), bind(values, '')];
  const answer = await exchange(db, Buffer.concat([...statement, DESCRIBE_PORTAL, EXECUTE, SYNC]), !inTransaction);

  const callerParsers = options?.parsers;
  const asArrays = options?.rowMode === 'array';
  /** Notifications the statement's commit delivered ({ channel, payload }), for the caller to hand on. */
  const notifications = [];
  const result = { rows: [], fields: [], command: undefined, affectedRows: 0, notifications };
  let fieldParsers = [];
  let names = [];
  let error = null;
  eachMessage(answer, (code, buffer, start, end) => {
    switch (code) {
      case 0x54: {
        // T: RowDescription
        const count = buffer.readInt16BE(start);
        let offset = start + 2;
        for (let index = 0; index < count; index++) {
          const nameEnd = buffer.indexOf(0, offset);
          const name = buffer.toString('utf8', offset, nameEnd);
          const dataTypeID = buffer.readInt32BE(nameEnd + 1 + 6);
          result.fields.push({ name, dataTypeID });
          offset = nameEnd + 1 + 18;
        }
        fieldParsers = result.fields.map((field) => callerParsers?.[field.dataTypeID] ?? db.parsers[field.dataTypeID]);
        names = result.fields.map((field) => field.name);
        break;
      }
      case 0x44: {
        // D: DataRow
        const count = buffer.readInt16BE(start);
        const values = new Array(count);
        let offset = start + 2;
        for (let index = 0; index < count; index++) {
          const length = buffer.readInt32BE(offset);
          offset += 4;
          if (length === -1) values[index] = null;
          else {
            const text = buffer.toString('utf8', offset, offset + length);
            const parser = fieldParsers[index];
            values[index] = parser ? parser(text, result.fields[index].dataTypeID) : text;
            offset += length;
          }
        }
        if (asArrays) result.rows.push(values);
        else {
          const row = {};
          for (let index = 0; index < count; index++) row[names[index]] = values[index];
          result.rows.push(row);
        }
        break;
      }
      case 0x43: {
        // C: CommandComplete, e.g. "SELECT 24", "INSERT 0 1"
        const words = buffer.toString('utf8', start, end - 1).split(' ');
        result.command = words[0];
        const count = Number.parseInt(words.at(-1), 10);
        if (!Number.isNaN(count)) result.rowCount = count;
        if (AFFECTING.has(result.command) && !Number.isNaN(count)) result.affectedRows += count;
        break;
      }
      case ERROR:
        error = databaseError(buffer, start, end);
        break;
      case 0x41: {
        // A: NotificationResponse (process id, channel, payload)
        const channelEnd = buffer.indexOf(0, start + 4);
        notifications.push({ channel: buffer.toString('utf8', start + 4, channelEnd), payload: buffer.toString('utf8', channelEnd + 1, end - 1) });
        break;
      }
    }
  });
  if (error && name) {
    // The named statement may be what failed (e.g. its plan no longer fits the table): query() parses
    // it afresh now, and so does the next run.
    preparedNames.delete(sql);
    parameterTypes.delete(sql);
    return undefined;
  }
  if (error) throw error;
  return result;
}
