import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackingPtBR } from '../../lib/i18n/ui-messages-tracking';
import { renderInStore } from '../../test/render-in-store';
import { SharingStatus } from './sharing-status';

const MANAUS = 'America/Manaus';

describe('sharing status', () => {
  afterEach(cleanup);

  it("says when the last position went out by the store's clock, not the device's", () => {
    // the device's zone (UTC on a test machine) must not be the store's, or this proves nothing
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(MANAUS);
    // 03:30 UTC: 00:30 in Brasília, 23:30 the evening before in Manaus
    const lastSent = { latitude: -3.13, longitude: -60.02, at: Date.parse('2026-12-01T03:30:00.000Z') };
    renderInStore(
      <SharingStatus sharing lastSent={lastSent} remaining={null} error={null} onRetry={() => undefined} />,
      { timeZone: MANAUS },
      trackingPtBR,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Sua localização está sendo enviada ao cliente enquanto esta tela estiver aberta. Última posição enviada às 23:30',
    );
  });
});
