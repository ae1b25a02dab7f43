import { useRef, useState } from 'react';

/**
 * One attempt of a payment form (decision 0077): the Idempotency-Key made when the form is first
 * sent and kept until it succeeds or is edited, so a double click or a retry after a lost answer
 * records one payment; and the server's words by field until the next attempt or edit.
 */
export function usePaymentAttempt(kind: 'record' | 'refund') {
  const key = useRef<string | null>(null);
  const [server, setServer] = useState<Record<string, string>>({});
  return {
    server,
    /** The attempt's key (made on its first send), its last words cleared. */
    start: () => {
      setServer({});
      return (key.current ??= `${kind}-${crypto.randomUUID()}`);
    },
    refused: setServer,
    succeeded: () => {
      key.current = null;
    },
    // An edit makes a new attempt: the key named the values sent.
    edited: () => {
      setServer({});
      key.current = null;
    },
  };
}
