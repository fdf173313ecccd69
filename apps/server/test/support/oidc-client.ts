import { createHash, randomBytes } from 'node:crypto';

export const CLIENT_ID = 'vetbo-web';

/** Just enough of a browser cookie jar: name + path, Max-Age/Expires deletions. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      let path = '/';
      let deleted = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) deleted = true;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) deleted = true;
      }
      const key = `${name};${path}`;
      if (deleted) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter(({ path }) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`))
      .sort((a, b) => b.path.length - a.path.length)
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}

/** A browser-like client: manual redirects, cookies, a fixed client IP. */
export class Browser {
  readonly jar = new CookieJar();

  constructor(
    readonly baseUrl: string,
    readonly ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = new URL(url, this.baseUrl).href;
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(absolute);
    if (cookie) headers.set('cookie', cookie);
    headers.set('x-forwarded-for', this.ip);
    const response = await fetch(absolute, { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  get(url: string): Promise<Response> {
    return this.request(url);
  }

  postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(baseUrl: string, params: Record<string, string>): string {
  const url = new URL('/oidc/auth', baseUrl);
  const all = {
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${baseUrl}/login`,
    state: randomBytes(8).toString('hex'),
    ...params,
  };
  for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
  return url.href;
}

export function location(response: Response): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`no Location header (status ${response.status})`);
  return value;
}

/** Starts an authorization request and follows it to the e-mail step; returns the interaction URL. */
export async function startSignIn(
  browser: Browser,
  challenge: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const response = await browser.get(
    authorizeUrl(browser.baseUrl, { code_challenge: challenge, code_challenge_method: 'S256', ...extra }),
  );
  if (response.status !== 303) throw new Error(`authorization answered ${response.status}`);
  return new URL(location(response), browser.baseUrl).href;
}

/** Runs both steps; returns the final response of the password step. */
export async function signIn(browser: Browser, interactionUrl: string, email: string, password: string) {
  const emailStep = await browser.postForm(`${interactionUrl}/email`, { email });
  if (emailStep.status !== 303) throw new Error(`e-mail step answered ${emailStep.status}`);
  return browser.postForm(`${interactionUrl}/password`, { password });
}

/** The whole authorization-code + PKCE flow, as the web app runs it; returns the API access token. */
export async function signInForAccessToken(
  baseUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const browser = new Browser(baseUrl);
  const { verifier, challenge } = pkcePair();
  const interactionUrl = await startSignIn(browser, challenge);
  const passwordStep = await signIn(browser, interactionUrl, email, password);
  if (passwordStep.status !== 303)
    throw new Error(`password step answered ${passwordStep.status} for ${email}`);
  const callback = await browser.get(location(passwordStep));
  const code = new URL(location(callback)).searchParams.get('code');
  if (!code) throw new Error(`no authorization code for ${email}`);
  const response = await exchangeCode(baseUrl, code, verifier);
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  const { access_token: accessToken } = (await response.json()) as { access_token: string };
  return accessToken;
}

/** The token request of the authorization-code + PKCE flow, as the SPA sends it. */
export function exchangeCode(
  baseUrl: string,
  code: string,
  verifier: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${baseUrl}/login`,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
  });
}
