import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';

export interface TokenVerifierOptions {
  /** Expected `iss`, exactly. */
  issuer: string;
  /** Expected `aud` (the API audience); unchecked when absent. */
  audience?: string;
  /** Keys to verify with, no HTTP (the built-in provider's public keys). */
  jwks?: { keys: JWK[] };
  /** Where to fetch the keys; discovered from `${issuer}/.well-known/openid-configuration` when absent. */
  jwksUri?: string;
  /**
   * Required `typ` header. Default: `at+jwt` with `jwks` (the built-in provider issues RFC 9068 tokens),
   * none for a remote issuer (Keycloak's access tokens say `JWT`). `false` disables the check.
   */
  typ?: string | false;
  /** When set, the token must be for this client: `azp` equal to it or `aud` containing it. */
  authorizedParty?: string;
  /** Seconds of clock skew accepted on exp/nbf/iat. */
  clockTolerance?: number;
  /** Oldest token accepted, in seconds since its `iat` (required); the access tokens' lifetime, 86 400 s. */
  maxTokenAge?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/** The token is bad (signature, expiry, issuer, audience, type...): answer 401. */
export class TokenVerificationError extends Error {
  readonly code: string;
  constructor(message: string, code: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TokenVerificationError';
    this.code = code;
  }
}

const ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

/** The access tokens' longest life (spec §6), enforced on every issuer's tokens, whatever their `exp`. */
export const MAX_TOKEN_AGE_SECONDS = 86_400;

/** jose error codes that mean "this token is not acceptable", as opposed to "keys could not be fetched". */
const TOKEN_ERROR_CODES = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);

/**
 * Verifies bearer access tokens with jose. Built-in provider: `{ issuer, audience, jwks }`; another OIDC
 * server (Keycloak...): `{ issuer }` (plus `audience` / `authorizedParty` when its tokens carry them), the
 * keys being discovered and cached. Throws `TokenVerificationError` for a bad token; any other error means
 * the identity provider could not be reached.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const {
    issuer,
    audience,
    authorizedParty,
    clockTolerance = 5,
    maxTokenAge = MAX_TOKEN_AGE_SECONDS,
  } = options;
  const typ = options.typ ?? (options.jwks ? 'at+jwt' : false);
  const fetchImpl = options.fetch ?? fetch;

  let keys: Promise<JWTVerifyGetKey> | undefined;
  const getKeys = (): Promise<JWTVerifyGetKey> => {
    if (options.jwks) {
      keys ??= Promise.resolve(createLocalJWKSet(options.jwks as Parameters<typeof createLocalJWKSet>[0]));
    } else {
      keys ??= (async () => {
        const uri = options.jwksUri ?? (await discoverJwksUri(issuer, fetchImpl));
        return createRemoteJWKSet(new URL(uri)) as JWTVerifyGetKey;
      })();
      // A failed discovery is retried on the next call instead of being remembered.
      keys.catch(() => {
        keys = undefined;
      });
    }
    return keys;
  };

  return async (token: string) => {
    if (!token) throw new TokenVerificationError('missing token', 'ERR_TOKEN_MISSING');
    const keySet = await getKeys();
    try {
      const { payload, protectedHeader } = await jwtVerify(token, keySet, {
        issuer,
        ...(audience ? { audience } : {}),
        ...(typ ? { typ } : {}),
        algorithms: ALGORITHMS,
        clockTolerance,
        maxTokenAge,
      });
      const notAccess = notAnAccessToken(payload, protectedHeader);
      if (notAccess) throw new TokenVerificationError(notAccess, 'ERR_NOT_AN_ACCESS_TOKEN');
      if (authorizedParty && !isForParty(payload, authorizedParty)) {
        throw new TokenVerificationError('token was issued to another client', 'ERR_TOKEN_WRONG_CLIENT');
      }
      return payload;
    } catch (error) {
      if (error instanceof TokenVerificationError) throw error;
      const code = (error as { code?: string }).code ?? '';
      if (TOKEN_ERROR_CODES.has(code)) {
        throw new TokenVerificationError((error as Error).message, code, { cause: error });
      }
      throw error;
    }
  };
}

/** Claims an OpenID Connect ID token may carry and an access token never does (OIDC Core §2, §3.3.2.11). */
const ID_TOKEN_CLAIMS = ['nonce', 'at_hash', 'c_hash', 's_hash'];

/**
 * Why this verified JWT is not an access token (an ID token, a Keycloak refresh or logout token), or null.
 * An ID token is signed by the same keys and names the same user, and it travels more (it is the
 * `id_token_hint` of a sign-out URL): it must not open the API. The rule, for every issuer: no claim only
 * ID tokens have (`nonce`, `at_hash`, `c_hash`, `s_hash`); Keycloak's `typ` claim, when present, is
 * `Bearer` (its ID tokens say `ID`); and a token not typed `at+jwt` (RFC 9068, which no ID token is) must
 * grant scopes (`scope`, or `scp` as Okta and Entra ID write it), which an ID token never does.
 */
export function notAnAccessToken(payload: JWTPayload, header: { typ?: string }): string | null {
  const idClaim = ID_TOKEN_CLAIMS.find((claim) => payload[claim] !== undefined);
  if (idClaim) return `an ID token (it carries ${idClaim}), not an access token`;
  if (payload.typ !== undefined && String(payload.typ).toLowerCase() !== 'bearer') {
    return `a token of type ${String(payload.typ)}, not an access token`;
  }
  if (isTypedAccessToken(header.typ)) return null;
  const scope = payload.scope ?? payload.scp;
  const grants = typeof scope === 'string' ? scope.trim() !== '' : Array.isArray(scope) && scope.length > 0;
  return grants ? null : 'a token that grants no scope is not an access token';
}

/** RFC 9068 §2.1: `at+jwt`, or its full media type. */
const isTypedAccessToken = (typ: string | undefined) =>
  typ !== undefined && ['at+jwt', 'application/at+jwt'].includes(typ.toLowerCase());

function isForParty(payload: JWTPayload, party: string): boolean {
  if (payload.azp !== undefined) return payload.azp === party;
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  return aud.includes(party) || payload.client_id === party;
}

/** `jwks_uri` of an issuer's discovery document, checking that the document is the issuer's. */
export async function discoverJwksUri(issuer: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetchImpl(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`OpenID discovery failed: ${url} answered ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (document.issuer !== issuer) {
    throw new Error(`OpenID discovery: ${url} names issuer ${String(document.issuer)}, expected ${issuer}`);
  }
  if (typeof document.jwks_uri !== 'string') throw new Error(`OpenID discovery: ${url} has no jwks_uri`);
  return document.jwks_uri;
}
