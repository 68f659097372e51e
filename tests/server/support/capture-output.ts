import { Writable } from 'node:stream';

/** The server's log as it would be shipped: every raw line pino wrote, and the messages in them. */
export interface CapturedLog {
  stream: Writable;
  raw: () => string;
  messages: () => string[];
}

/** Collects the server's log lines (pino writes one JSON object per line). */
export function captureLog(): CapturedLog {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const lines = () => chunks.join('').split('\n').filter(Boolean);
  return {
    stream,
    raw: () => chunks.join(''),
    messages: () => lines().map((line) => (JSON.parse(line) as { msg: string }).msg),
  };
}

/** Stands in for the terminal a first start prints its one-time passwords on. */
export interface CapturedTerminal {
  write(text: string): boolean;
  isTTY: boolean;
  text: () => string;
  /** The `username  password` rows of the printed table, as a map. */
  passwords: () => Map<string, string>;
}

/** A person's terminal by default; `{ isTTY: false }` stands for a pipe (a container's output). */
export function captureTerminal({ isTTY = true } = {}): CapturedTerminal {
  let written = '';
  return {
    isTTY,
    write(text) {
      written += text;
      return true;
    },
    text: () => written,
    passwords: () =>
      new Map(
        [...written.matchAll(/^ {2}(\S+) +(\S+)$/gm)]
          .filter(([, username]) => username !== 'username')
          .map(([, username, password]) => [username, password]),
      ),
  };
}
