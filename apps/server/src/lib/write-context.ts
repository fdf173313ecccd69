import type { FastifyRequest } from 'fastify';

/** What every write needs besides its input: who acts (for the history) and the If-Match sent (lost updates). */
export interface WriteContext {
  userId: number | null;
  ifMatch?: string;
}

export const writeContext = (request: FastifyRequest): WriteContext => ({
  userId: request.user?.id ?? null,
  ifMatch: request.headers['if-match'],
});
