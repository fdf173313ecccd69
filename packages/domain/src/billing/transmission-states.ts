// A transmission's states, plain data (no zod): the transmissions' list declaration names them.

/**
 * A transmission's state: PENDING (waiting for the job), SENT (the platform took the file, no lifecycle
 * status yet), DEPOSITED (200 and the statuses that follow), REJECTED (213/501: the platform refused it as
 * non-compliant — deemed never issued), REFUSED (210: the buyer refused it), FAILED (the platform could not
 * be reached or answered an error, attempts exhausted).
 */
export const TRANSMISSION_STATES = ['PENDING', 'SENT', 'DEPOSITED', 'REJECTED', 'REFUSED', 'FAILED'] as const;
export type TransmissionState = (typeof TRANSMISSION_STATES)[number];
