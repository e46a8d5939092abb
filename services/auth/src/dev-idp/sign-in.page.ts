const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;padding:40px 16px;color:#18181b}
main{max-width:380px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.banner{background:#fef3c7;border:1px solid #f59e0b;color:#92400e;border-radius:6px;padding:8px 12px;font-size:14px;margin-bottom:16px}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d4d4d8;border-radius:6px}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:6px;background:#2563eb;color:#fff;font-size:15px;cursor:pointer}
.error{color:#b91c1c;font-size:14px}`;

export interface SignInValues {
  email?: string;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
}

/** The development provider's own page: no password, and it says so on the page. */
export function signInPage(action: string, values: SignInValues = {}, error?: string): string {
  const field = (name: keyof SignInValues, label: string, type: string, required: boolean) =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" value="${esc(values[name] ?? '')}"${required ? ' required' : ''}>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development sign-in — Patent Hub</title><style>${STYLE}</style></head>
<body><main>
<h1>Development sign-in</h1>
<p class="banner">Development sign-in: no password is checked. This identity provider runs only when no external issuer (OIDC_ISSUER_URL) is configured, and never in production.</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="${esc(action)}">
${field('email', 'E-mail', 'email', true)}
${field('firstName', 'First name', 'text', false)}
${field('lastName', 'Last name', 'text', false)}
${field('profileImageUrl', 'Picture URL (optional)', 'url', false)}
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

export function logoutPage(form: string, host: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development sign-in — sign out</title><style>${STYLE}</style></head>
<body><main><h1>Development sign-in</h1><p>Sign out of ${esc(host)}?</p>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button></main></body></html>`;
}
