export const STAGES = ['local', 'dev', 'preprod', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

export interface RuntimeConfig {
  apiBaseUrl: string;
  oidc: { issuer: string; clientId: string };
  stage: Stage;
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Checked by hand (not zod): this runs before the first paint, and zod would weigh on it. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const input = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const oidc = (typeof input.oidc === 'object' && input.oidc !== null ? input.oidc : {}) as Record<
    string,
    unknown
  >;
  if (!nonEmptyString(oidc.issuer) || !nonEmptyString(oidc.clientId)) {
    throw new Error('config.json: oidc.issuer and oidc.clientId are required');
  }
  if (input.apiBaseUrl !== undefined && typeof input.apiBaseUrl !== 'string') {
    throw new Error('config.json: apiBaseUrl must be a string');
  }
  return {
    apiBaseUrl: input.apiBaseUrl ?? '',
    oidc: { issuer: oidc.issuer, clientId: oidc.clientId },
    stage: STAGES.includes(input.stage as Stage) ? (input.stage as Stage) : 'prod',
  };
}

let current: RuntimeConfig | undefined;

/** Same-origin defaults, used when /config.json cannot be read (spec §7: built-in fallback). */
function fallbackConfig(): RuntimeConfig {
  return {
    apiBaseUrl: '',
    oidc: { issuer: `${window.location.origin}/oidc`, clientId: 'vetbo-web' },
    stage: 'local',
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
    current = parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn('Runtime configuration unavailable, using same-origin defaults', error);
    current = fallbackConfig();
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration read before loadRuntimeConfig() finished');
  return current;
}

export function isDevStage(stage: Stage): boolean {
  return stage === 'local' || stage === 'dev';
}
