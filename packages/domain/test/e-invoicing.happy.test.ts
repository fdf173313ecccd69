import { describe, expect, it } from 'vitest';
import {
  LIFECYCLE_STATUSES,
  lacksRequiredSiren,
  lifecycleLabel,
  requiresCollectedStatus,
  resendRefusal,
  sirenOf,
  stateAfterStatus,
} from '../src/billing/e-invoicing.ts';

describe('e-invoicing lifecycle statuses (DGFiP / AFNOR XP Z12-012)', () => {
  it('names the reform’s codes 200–213 and 501 in French', () => {
    expect(Object.keys(LIFECYCLE_STATUSES)).toEqual([
      '200',
      '201',
      '202',
      '203',
      '204',
      '205',
      '206',
      '207',
      '208',
      '209',
      '210',
      '211',
      '212',
      '213',
      '501',
    ]);
    expect(lifecycleLabel('200')).toBe('Déposée');
    expect(lifecycleLabel('210')).toBe('Refusée');
    expect(lifecycleLabel('212')).toBe('Encaissée');
    expect(lifecycleLabel('213')).toBe('Rejetée');
    // A platform's own code keeps the platform's words, or the code itself.
    expect(lifecycleLabel('api:uploaded', 'Uploaded')).toBe('Uploaded');
    expect(lifecycleLabel('api:sent')).toBe('api:sent');
  });

  it('moves a transmission: rejected (213, 501), refused (210), deposited (the others), unchanged (platform codes)', () => {
    expect(stateAfterStatus('213')).toBe('REJECTED');
    expect(stateAfterStatus('501')).toBe('REJECTED');
    expect(stateAfterStatus('210')).toBe('REFUSED');
    for (const code of ['200', '201', '205', '207', '212']) expect(stateAfterStatus(code)).toBe('DEPOSITED');
    expect(stateAfterStatus('api:uploaded')).toBeNull();
  });
});

describe('sending again', () => {
  it('a failed transmission any time; a rejected or refused one once a credit note corrects it; never otherwise', () => {
    expect(resendRefusal('FAILED', false)).toBeNull();
    expect(resendRefusal('REJECTED', false)).toBe('NOT_CORRECTED');
    expect(resendRefusal('REFUSED', false)).toBe('NOT_CORRECTED');
    expect(resendRefusal('REJECTED', true)).toBeNull();
    expect(resendRefusal('REFUSED', true)).toBeNull();
    for (const state of ['PENDING', 'SENT', 'DEPOSITED', null] as const)
      expect(resendRefusal(state, true)).toBe('NOT_RESENDABLE_STATE');
  });
});

describe('the buyer’s SIREN', () => {
  const buyer = (legalCode: string | null, country = 'FRA') => ({ legalCode, address: { country } });

  it('reads it from a SIREN or a SIRET, spaces allowed; nothing from an invalid number', () => {
    expect(sirenOf('732 829 320')).toBe('732829320');
    expect(sirenOf('73282932000074')).toBe('732829320');
    expect(sirenOf('123456789')).toBeNull();
    expect(sirenOf(null)).toBeNull();
  });

  it('is required of a business domiciled in France (overseas departments included), not of one abroad', () => {
    expect(lacksRequiredSiren(buyer(null))).toBe(true);
    expect(lacksRequiredSiren(buyer('123456789'))).toBe(true);
    expect(lacksRequiredSiren(buyer(null, 'REU'))).toBe(true);
    expect(lacksRequiredSiren(buyer('73282932000074'))).toBe(false);
    expect(lacksRequiredSiren(buyer(null, 'BEL'))).toBe(false);
  });
});

describe('"Encaissée" (212) when paid', () => {
  it('is owed for services and mixed invoices, not for goods nor when the seller opted for VAT on debits', () => {
    expect(requiresCollectedStatus({ operationNature: 'SERVICES', vatOnDebits: false })).toBe(true);
    expect(requiresCollectedStatus({ operationNature: 'MIXED', vatOnDebits: false })).toBe(true);
    expect(requiresCollectedStatus({ operationNature: 'GOODS', vatOnDebits: false })).toBe(false);
    expect(requiresCollectedStatus({ operationNature: 'SERVICES', vatOnDebits: true })).toBe(false);
  });
});
