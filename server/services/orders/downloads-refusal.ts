/**
 * The page a refused download link answers (used up, expired, unpaid, unknown): a browser opens these
 * links directly, so the shopper reads why and where to go next instead of a bare status line. The
 * status code stays the refusal's (403, 404, 410) for anything that is not a person.
 */
export interface DownloadRefusal {
  refused: 403 | 404 | 410;
  /** WooCommerce's message for the refusal. */
  message: string;
  /** What the limit or the expiry was, when that is why. */
  detail?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** "You have downloaded this file 1 time, the most this purchase allows." */
export function limitDetail(downloadCount: number): string {
  return `You have downloaded this file ${downloadCount} ${downloadCount === 1 ? 'time' : 'times'}, the most this purchase allows.`;
}

/** "Access to this file ended on November 26, 2026." (the spec's 'Month day, year'). */
export function expiryDetail(expired: Date): string {
  return `Access to this file ended on ${expired.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}.`;
}

export function downloadRefusalPage(refusal: DownloadRefusal): string {
  const detail = refusal.detail ? `<p>${escapeHtml(refusal.detail)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Download unavailable</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2328;margin:0;padding:2rem 1rem}main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem}a{color:#0b5cad}</style>
</head>
<body>
<main>
<h1>Download unavailable</h1>
<p>${escapeHtml(refusal.message)}</p>
${detail}
<p><a href="/my-account?tab=downloads">Your downloads</a> · <a href="/">Continue shopping</a></p>
</main>
</body>
</html>
`;
}
