import { validateNoCardNumber, type Message } from '@store/core';
import { useState } from 'react';

/**
 * Free text is checked for a card number when the shopper leaves the field (core's rule, the server's words);
 * the message stays until the text is typed again.
 */
export function useCardNumberCheck(): { found: Message | null; leave: (text: string) => void; typed: () => void } {
  const [found, setFound] = useState<Message | null>(null);
  return { found, leave: (text) => setFound(validateNoCardNumber(text)), typed: () => setFound(null) };
}
