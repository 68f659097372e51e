import type { PushSocket, SocketFactory, SocketHandlers, Timers } from '../../../elements/notice/model/push-channel';

/** Timers run by hand: `advance(ms)` fires what falls due, in order. */
export function manualTimers(): Timers & { advance(ms: number): void; pending(): number } {
  let now = 0;
  let nextId = 1;
  const tasks = new Map<number, { at: number; run: () => void; every: number | null }>();
  return {
    setTimeout: (run, ms) => {
      tasks.set(nextId, { at: now + ms, run, every: null });
      return nextId++;
    },
    clearTimeout: (id) => void tasks.delete(id as number),
    setInterval: (run, ms) => {
      tasks.set(nextId, { at: now + ms, run, every: ms });
      return nextId++;
    },
    clearInterval: (id) => void tasks.delete(id as number),
    pending: () => tasks.size,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...tasks.entries()].filter(([, task]) => task.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, task] = due;
        now = task.at;
        if (task.every === null) tasks.delete(id);
        else task.at += task.every;
        task.run();
      }
      now = end;
    },
  };
}

export interface FakeSocket extends PushSocket {
  url: string;
  protocols: string[];
  sent: string[];
  closed: boolean;
  handlers: SocketHandlers;
}

/** A socket factory that records every socket; the test plays the server through their handlers. */
export function fakeSockets(): { create: SocketFactory; sockets: FakeSocket[]; last(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  const create: SocketFactory = (url, protocols, handlers) => {
    const socket: FakeSocket = {
      url,
      protocols,
      sent: [],
      closed: false,
      handlers,
      send: (text) => void socket.sent.push(text),
      close: () => {
        socket.closed = true;
      },
    };
    sockets.push(socket);
    return socket;
  };
  return { create, sockets, last: () => sockets[sockets.length - 1] };
}

/** A connection attempt that fails, as a browser reports it: error, then close. */
export function refuse(socket: FakeSocket): void {
  socket.handlers.onError();
  socket.handlers.onClose();
}
