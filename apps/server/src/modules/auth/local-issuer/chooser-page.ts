import { escapeHtml } from '../../../lib/html';
import type { LocalAccount } from './local-issuer';

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f0fdf4;color:#14532d}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 6px}p{color:#3f3f46;font-size:.9rem;line-height:1.4}
.note{background:#fef9c3;color:#713f12;border-radius:8px;padding:8px 10px}
ul{list-style:none;padding:0;margin:16px 0}li+li{margin-top:8px}
.account{width:100%;text-align:left;border:1px solid #a1a1aa;background:#fff;border-radius:10px;padding:10px 12px;cursor:pointer;font:inherit}
.account:hover,.account:focus{border-color:#15803d}button:focus-visible,input:focus-visible{outline:2px solid #15803d;outline-offset:2px}.account small{display:block;color:#52525b}
h2{font-size:1rem;margin:20px 0 8px}label{display:block;font-size:.85rem;margin:10px 0 4px;color:#27272a}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #71717a;border-radius:8px;font:inherit}
.primary{margin-top:16px;width:100%;padding:11px;border:0;border-radius:10px;background:#15803d;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{color:#b91c1c;font-size:.9rem}
:root{color-scheme:light dark}body{padding:0 12px}@media (max-width:400px){main{padding:20px}}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}main{background:#27272a;box-shadow:none}p{color:#d4d4d8}
.note{background:#422006;color:#fde68a}.account,input{background:#18181b;color:inherit;border-color:#a1a1aa}.account small{color:#a1a1aa}
label{color:#e4e4e7}.account:hover,.account:focus{border-color:#4ade80}button:focus-visible,input:focus-visible{outline-color:#4ade80}
.error{color:#fca5a5}}`;

/**
 * The local issuer's account chooser, in the shape of Google's: earlier accounts, then another. Light or dark
 * as the system is (the app's own theme choice lives in its page's storage, which this page does not run).
 */
export function renderChooserPage(options: {
  action: string;
  accounts: LocalAccount[];
  error?: string;
  values?: { email: string; name: string };
}): string {
  const action = escapeHtml(options.action);
  const earlier = options.accounts
    .map(
      (account) => `<li><form method="post" action="${action}">
<input type="hidden" name="email" value="${escapeHtml(account.email)}"><input type="hidden" name="name" value="${escapeHtml(account.name)}">
<button class="account" type="submit">${escapeHtml(account.name)}<small>${escapeHtml(account.email)}</small></button></form></li>`,
    )
    .join('');
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Choose an account</title><style>${STYLE}</style></head>
<body><main><h1>Choose an account</h1><p>to continue to SeedMatch</p>
<p class="note">This is local sign-in for development: no password is checked. SeedMatch uses Google sign-in once Google credentials are configured.</p>
${earlier ? `<ul aria-label="Accounts used before">${earlier}</ul>` : ''}
<h2>Use another account</h2>${error}
<form method="post" action="${action}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.values?.email ?? '')}">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" required maxlength="80" value="${escapeHtml(options.values?.name ?? '')}">
<button class="primary" type="submit">Continue</button></form></main></body></html>`;
}
