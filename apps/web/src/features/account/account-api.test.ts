import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../lib/services';
import { createHttpClient } from '../../lib/http-client';
import { accountApi } from './account-api';

describe('the account REST calls', () => {
  it("asks for 'Meu local' with the shopper's bearer (the API answers signed-in shoppers only)", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ formattedAddress: 'Rua Augusta, 1500' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const services = {
      http: createHttpClient({ bearer: async () => 'user-token', fetch }),
      locale: 'pt-BR',
    } as unknown as Services;
    await accountApi.reverseGeocode(services, { latitude: -23.5613, longitude: -46.6565 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/geocode/reverse?lat=-23.5613&lng=-46.6565');
    expect(init.headers).toMatchObject({ authorization: 'Bearer user-token' });
  });
});
