import WebSocket from 'ws';

/** A real WebSocket client that queues what it receives, so tests read messages in order. */
export interface TestSocket {
  socket: WebSocket;
  /** The next text message, parsed as JSON. */
  next(): Promise<unknown>;
  /** Resolves when the server closes the connection. */
  closed: Promise<{ code: number; reason: string }>;
  send(data: string | Buffer): void;
  close(): Promise<void>;
}

/** Opens a connection; rejects with "Unexpected server response: <status>" when the handshake is refused. */
export function openSocket(url: string, protocols: string[] = []): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols);
    const queue: unknown[] = [];
    const waiting: ((message: unknown) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as unknown;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    });
    const closed = new Promise<{ code: number; reason: string }>((done) => {
      socket.on('close', (code, reason) => done({ code, reason: reason.toString() }));
    });
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        closed,
        next: () => (queue.length ? Promise.resolve(queue.shift()) : new Promise((done) => waiting.push(done))),
        send: (data) => socket.send(data),
        close: async () => {
          if (socket.readyState !== WebSocket.CLOSED) socket.close();
          await closed;
        },
      }),
    );
  });
}
