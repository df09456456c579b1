// The `ws` package is here (mercurius and graphql-ws depend on it) without @types/ws: the
// tests only hand its WebSocket class to graphql-ws' createClient.
declare module 'ws' {
  const WebSocket: unknown;
  export default WebSocket;
}
