// Follow one order's events over GraphQL: catch up from the start, then live.
// Needs the `graphql-ws` and `ws` packages (npm install graphql-ws ws).
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface OrderEvent {
  readonly type: string;
  readonly version: number;
  readonly position: string;
}

/** Calls `onEvent` for each event of `order-<orderId>` until the returned function is called. */
export function followOrder(
  url: string, // e.g. 'ws://127.0.0.1:3000/graphql'
  orderId: string,
  onEvent: (event: OrderEvent) => void,
  token?: string, // a reader token, when auth is on
): () => Promise<void> {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  const unsubscribe = client.subscribe<{ events: OrderEvent }>(
    {
      query: `subscription ($streamId: String) {
        events(streamId: $streamId, from: "0") { type version position }
      }`,
      variables: { streamId: `order-${orderId}` },
    },
    {
      next: ({ data }) => data && onEvent(data.events),
      error: (error) => console.error('subscription failed', error),
      complete: () => undefined,
    },
  );
  return async () => {
    unsubscribe();
    await client.dispose();
  };
}
