import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackingPtBR } from '../../lib/i18n/ui-messages-tracking';
import { renderInStore } from '../../test/render-in-store';
import { ChatPanel } from './chat-panel';

const MANAUS = 'America/Manaus';

describe('chat panel', () => {
  afterEach(cleanup);

  it("times each line by the store's clock, not the device's", () => {
    // the device's zone (UTC on a test machine) must not be the store's, or this proves nothing
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(MANAUS);
    const lines = [
      // 03:30 UTC: 00:30 in Brasília, 23:30 the evening before in Manaus
      { id: '1', from: 'courier', message: 'Saí da loja', at: '2026-12-01T03:30:00.000Z' },
      { id: '2', from: 'customer', message: 'Obrigada!', at: '2026-12-01T13:05:00.000Z' },
    ];
    renderInStore(
      <ChatPanel title="Chat" lines={lines} me="customer" onSend={() => true} />,
      { timeZone: MANAUS },
      trackingPtBR,
    );
    expect(screen.getByText('Entregador · 23:30')).toBeTruthy();
    expect(screen.getByText('Você · 09:05')).toBeTruthy();
  });
});
