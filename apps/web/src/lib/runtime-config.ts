import { z } from 'zod';

export const STAGES = ['local', 'dev', 'preprod', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().default(''),
  oidc: z.object({ issuer: z.string().min(1), clientId: z.string().min(1) }),
  stage: z.enum(STAGES).catch('prod'),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

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
    current = runtimeConfigSchema.parse(await response.json());
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
