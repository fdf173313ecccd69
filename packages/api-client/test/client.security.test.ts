import { describe, expect, it } from 'vitest';
import { apiRequest } from '../src/client.ts';
import { useWire, wire } from './support/wire.ts';

useWire();

describe('apiRequest', () => {
  it('encodes path parameters, so that a value cannot change the path', async () => {
    await apiRequest({
      operation: 'getVeterinaryEstablishment',
      path: '/v1/veterinary_establishments/{id}',
      pathParams: { id: '1/../../admin?x=1' as unknown as number },
    });
    expect(wire.received[0]?.url).toBe('/v1/veterinary_establishments/1%2F..%2F..%2Fadmin%3Fx%3D1');
  });
});
