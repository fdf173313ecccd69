import { hash } from 'node:crypto';

/**
 * Server-rendered pages of the built-in identity provider: plain template strings, every interpolated
 * value escaped, no external asset, and no script but the sign-out page's one line, allowed by its hash
 * (the CSP below forbids any other).
 */

export const MESSAGES = {
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  invalidEmail: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
  missingPassword: 'Saisissez votre mot de passe.',
} as const;

/** Headers sent with every page of the sign-in flow. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:100%;line-height:1.5;color:#1a1b1e;background:#eef1f4}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px}
main{width:100%;max-width:420px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:12px;box-shadow:0 1px 2px rgba(16,24,40,.06),0 8px 24px rgba(16,24,40,.08);padding:32px}
.brand{display:flex;align-items:center;gap:10px;margin:0 0 28px;font-size:1.375rem;font-weight:700;letter-spacing:.01em;color:#0b5c6b}
.brand svg{flex:none}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 8px}
.lead{margin:0 0 24px;color:#495057}
.identity{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px;margin:0 0 24px;color:#495057;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:0 0 6px}
input{display:block;width:100%;font:inherit;color:inherit;background:#fff;padding:10px 12px;border:1px solid #868e96;border-radius:8px}
input:focus{outline:3px solid #74c0fc;outline-offset:1px;border-color:#1864ab}
input[aria-invalid="true"]{border-color:#c92a2a}
button{display:block;width:100%;margin-top:20px;font:inherit;font-weight:600;padding:11px 16px;border:0;border-radius:8px;background:#1864ab;color:#fff;cursor:pointer}
button:hover{background:#145591}
button:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
a{color:#1864ab;text-underline-offset:2px}
a:focus-visible{outline:3px solid #74c0fc;outline-offset:2px;border-radius:2px}
.alert{margin:0 0 20px;padding:12px 14px;border:1px solid #ffa8a8;border-left-width:4px;border-radius:8px;background:#fff5f5;color:#a51d1d}
.secondary{background:#fff;color:#1864ab;border:1px solid #1864ab;margin-top:12px}
.secondary:hover{background:#e7f5ff}
.footer{margin:16px 0 0;text-align:center;font-size:.875rem;color:#495057}
@media (prefers-color-scheme:dark){
html{background:#15171a;color:#e9ecef}
.card{background:#1f2226;border-color:#373a40;box-shadow:none}
.brand{color:#66d9e8}.lead,.identity,.footer{color:#c1c2c5}
input{background:#15171a;border-color:#909296}
a,.secondary{color:#74c0fc}.secondary{background:transparent;border-color:#74c0fc}.secondary:hover{background:#1c2a38}
.alert{background:#2c1515;color:#ffc9c9;border-color:#e03131}
}`;

const LOGO = `<svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b5c6b"/><path d="M9 10l7 13 7-13" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export function layout(title: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} / Vetbo</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<p class="brand">${LOGO}<span>Vetbo</span></p>
${content}
</div>
<p class="footer">Back office du réseau vétérinaire</p>
</main>
</body>
</html>`;
}

export function alert(message: string | undefined): string {
  return message ? `<div class="alert" role="alert" id="form-error">${escapeHtml(message)}</div>` : '';
}

export function invalidAttributes(message: string | undefined): string {
  return message ? ' aria-invalid="true" aria-describedby="form-error"' : '';
}

export interface EmailPageOptions {
  action: string;
  email?: string;
  error?: string;
}

/** Step 1: the e-mail address. */
export function emailPage({ action, email, error }: EmailPageOptions): string {
  return layout(
    'Connexion',
    `<h1>Connexion</h1>
<p class="lead">Connectez-vous avec votre compte du réseau vétérinaire.</p>
${alert(error)}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Adresse e-mail</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="254" required autofocus value="${escapeHtml(email)}"${invalidAttributes(error)}>
<button type="submit">Continuer</button>
</form>`,
  );
}

export interface PasswordPageOptions {
  action: string;
  /** Null for an address we do not know: the greeting stays neutral. */
  firstName: string | null;
  email: string;
  changeEmailHref: string;
  /** "Mot de passe oublié ?": the page asking the address for a one-time link. */
  forgotPasswordHref?: string;
  error?: string;
}

/** Step 2: "Bonjour {prénom}" and the password. */
export function passwordPage({
  action,
  firstName,
  email,
  changeEmailHref,
  forgotPasswordHref,
  error,
}: PasswordPageOptions): string {
  const greeting = firstName ? `Bonjour ${firstName}` : 'Bonjour';
  return layout(
    'Connexion',
    `<h1>${escapeHtml(greeting)}</h1>
<p class="identity"><span>${escapeHtml(email)}</span><a href="${escapeHtml(changeEmailHref)}">Ce n'est pas vous ?</a></p>
${alert(error)}
<form method="post" action="${escapeHtml(action)}">
<input type="email" name="username" autocomplete="username" value="${escapeHtml(email)}" hidden readonly>
<label for="password">Mot de passe</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="1024" required autofocus${invalidAttributes(error)}>
<button type="submit">Continuer</button>
</form>
${forgotPasswordHref ? `<p class="footer"><a href="${escapeHtml(forgotPasswordHref)}">Mot de passe oublié ?</a></p>` : ''}`,
  );
}

export interface MessagePageOptions {
  title: string;
  message: string;
  link?: { href: string; label: string };
  details?: string;
}

/** Errors and notices (expired sign-in, provider errors, signed out). */
export function messagePage({ title, message, link, details }: MessagePageOptions): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
${details ? `<p class="lead"><small>Détail technique : ${escapeHtml(details)}</small></p>` : ''}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

/** Sends the provider's sign-out form (with `logout=yes`): the only script of these pages. */
const SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/** The page headers, with the sign-out page's script allowed by its SHA-256 (and nothing else). */
export const SIGN_OUT_PAGE_HEADERS = {
  ...PAGE_HEADERS,
  'content-security-policy': `${PAGE_HEADERS['content-security-policy']}; script-src 'sha256-${hash('sha256', SIGN_OUT_SCRIPT, 'base64')}'`,
} as const;

/**
 * RP-initiated logout asked by the app with the user's own ID token (`id_token_hint`): the session ends
 * without a question, the form sending itself. Without JavaScript, one button does it. `form` is
 * oidc-provider's hidden form (id "op.logoutForm", carrying its xsrf token): trusted markup, inserted as is.
 */
export function signingOutPage(form: string): string {
  return layout(
    'Déconnexion',
    `<h1>Déconnexion…</h1>
<p class="lead">Fermeture de votre session Vetbo sur ce navigateur.</p>
${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<noscript><button autofocus type="submit" form="op.logoutForm">Me déconnecter</button></noscript>
<script>${SIGN_OUT_SCRIPT}</script>`,
  );
}

/**
 * RP-initiated logout confirmation, when the request does not carry the user's own ID token (a link from
 * elsewhere must not sign anyone out by itself). `form` is oidc-provider's own hidden form (id "op.logoutForm",
 * carrying its xsrf token): it is trusted markup and inserted as is.
 */
export function logoutPage(form: string): string {
  return layout(
    'Déconnexion',
    `<h1>Se déconnecter de Vetbo ?</h1>
<p class="lead">Vous allez fermer votre session sur ce navigateur.</p>
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Me déconnecter</button>
<button class="secondary" type="submit" form="op.logoutForm">Rester connecté</button>`,
  );
}
