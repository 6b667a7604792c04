import { htmlWindow } from './htmlWindow';

/** Plain text of an HTML fragment (meta descriptions, card excerpts). */
export function htmlToText(html: string): string {
  const { DOMParser } = htmlWindow() as Window & typeof globalThis;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
