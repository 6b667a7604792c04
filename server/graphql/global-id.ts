/** WPGraphQL global ids: base64("<type>:<id>"), e.g. "post:123" for a product. */
export function toGlobalId(type: string, id: string | number): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0) return null;
  return { type: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}
