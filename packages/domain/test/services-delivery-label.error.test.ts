import { describe, expect, it } from 'vitest';
import { renderDeliveryLabel } from '../src/services/delivery-label.ts';

describe('renderDeliveryLabel', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '05/03/2026', '2026-3-5', '2026-03-05T10:00:00Z'])(
    'refuses the completion date %j with a RangeError',
    (completionDate) => {
      expect(() => renderDeliveryLabel('{month}', { completionDate })).toThrow(RangeError);
    },
  );
});
