/** Text made safe to place in HTML, inside an element or a quoted attribute. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PAGE_STYLE = `
body{margin:0;padding:0 12px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f0fdf4;color:#14532d}
main{max-width:480px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 6px}p{color:#3f3f46;line-height:1.5}a{color:#15803d}p,pre{overflow-wrap:anywhere}
button{margin-top:12px;min-height:44px;padding:10px 18px;border:0;border-radius:10px;background:#15803d;color:#fff;font:inherit;font-weight:600;cursor:pointer}`;

/** A small page the server writes itself (outside the app): a title and trusted, already escaped HTML. */
export function simplePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}
