/** Media types worth compressing: text, JSON, scripts, styles, SVG and XML. Images and fonts already are. */
export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|graphql-response\+json|ld\+json)|image\/svg\+xml)/;

export function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

/** Adds a field to Vary without dropping what another layer put there. */
export function appendVary(existing: unknown, field: string): string {
  const fields = typeof existing === 'string' && existing ? existing.split(',').map((part) => part.trim()) : [];
  if (fields.includes('*') || fields.some((part) => part.toLowerCase() === field.toLowerCase())) return fields.join(', ');
  return [...fields, field].join(', ');
}
