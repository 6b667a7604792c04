/**
 * How many bytes of a generated file each source module accounts for, read from its source map:
 * every mapped segment runs until the next one on its line. Bytes before a line's first segment
 * (and lines without any) are counted as "(unmapped)".
 */
interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one segment ("AAAA,"), base-64 VLQ-encoded as source maps v3 write them. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a source map segment: "${segment}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export function modulesOf(map: SourceMap, code: string): Map<string, number> {
  const sizes = new Map<string, number>();
  const add = (source: string, bytes: number) => bytes > 0 && sizes.set(source, (sizes.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    const segments: [column: number, source: number | undefined][] = [];
    let column = 0;
    for (const segment of lineMappings.split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta!;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      segments.push([column, sourceDelta === undefined ? undefined : sourceIndex]);
    }
    // Columns count UTF-16 units; the report's sizes are close enough in them.
    add('(unmapped)', segments.length ? segments[0]![0] : line.length);
    segments.forEach(([start, source], index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      add(source === undefined ? '(unmapped)' : map.sources[source]!, end - start);
    });
  });
  return sizes;
}
