// Minimal server-rendered HTML for the hosted pages: no scripts, no external assets, labelled forms.
import type { Twin } from '../core/context';
import { StripeApiError } from '../core/errors';

export function esc(s: unknown): string {
  return String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin-top:0}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input,select{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #8792a2;border-radius:4px;font-size:1rem}
.row{display:flex;gap:1rem}.row>div{flex:1}
button{margin-top:1.5rem;width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:4px;background:#635bff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a1f36;border:1px solid #8792a2}
button:focus,input:focus,select:focus,a:focus{outline:3px solid #0a2540;outline-offset:2px}
.error{background:#fdecea;color:#8a1c1c;padding:.75rem;border-radius:4px}.note{color:#4f566b;font-size:.9rem}
.ok{background:#e6f6ec;color:#0f5132;padding:.75rem;border-radius:4px}
.test{background:#fff4d6;color:#5c4400;padding:.4rem .75rem;border-radius:4px;font-size:.85rem;display:inline-block}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Stripe twin</title><style>${STYLE}</style></head>
<body><main><p class="test">Test mode · local Stripe twin</p><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

export function errorBox(message: string | undefined): string {
  return message === undefined ? '' : `<div class="error" role="alert" id="form-error">${esc(message)}</div>`;
}

export function hidden(name: string, value: unknown): string {
  return `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;
}

/** The card number, expiry and CVC fields, with autocomplete hints. */
export function cardFields(prefix = ''): string {
  return `
<label for="${prefix}number">Card number</label>
<input id="${prefix}number" name="number" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242" aria-describedby="${prefix}number-hint">
<p class="note" id="${prefix}number-hint">Use a Stripe test card, e.g. 4242 4242 4242 4242.</p>
<div class="row"><div><label for="${prefix}exp">Expiration (MM / YY)</label>
<input id="${prefix}exp" name="exp" autocomplete="cc-exp" required placeholder="12 / 34"></div>
<div><label for="${prefix}cvc">CVC</label><input id="${prefix}cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123"></div></div>`;
}

export function parseExpiry(exp: string): { month: string; year: string } {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(exp);
  return m === null ? { month: '0', year: '0' } : { month: m[1] as string, year: m[2] as string };
}

export interface PageResponse {
  status: number;
  html?: string;
  redirect?: string;
}

export function redirect(url: string): PageResponse {
  return { status: 303, redirect: url };
}

export function html(title: string, body: string, status = 200): PageResponse {
  return { status, html: page(title, body) };
}

export function notFound(what: string): PageResponse {
  return html('Not found', `<p>${esc(what)} was not found or has expired.</p>`, 404);
}

/** Runs a state change in one transaction; a Stripe error still commits what happened before it (like a decline). */
export function tx<T>(t: Twin, fn: () => T): T | StripeApiError {
  return t.store.db.transaction(() => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof StripeApiError) return e;
      throw e;
    }
  })();
}

export function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}
