import type { StaffRole } from '@vetbo/domain/enums';
import type { FastifyRequest } from 'fastify';

/**
 * What every write needs besides its input: who acts (for the history), their staff role (what the
 * answer masks for them) and the If-Match sent (lost updates).
 */
export interface WriteContext {
  userId: number | null;
  role?: StaffRole | null;
  ifMatch?: string;
}

/** A route's write context: the caller's role is always known there. */
export type RequestContext = WriteContext & { role: StaffRole | null };

/** The caller's staff role; null for a leader (or no token): a field masked by role reads it. */
export const callerRole = (request: FastifyRequest): StaffRole | null => request.user?.staffRole ?? null;

export const writeContext = (request: FastifyRequest): RequestContext => ({
  userId: request.user?.id ?? null,
  role: callerRole(request),
  ifMatch: request.headers['if-match'],
});
