import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildReply, ServerCommand } from './child-protocol';

/** A TypeScript file of this folder run in a process of its own (through tsx), talking by IPC. */
export interface Child {
  /** The next reply of the given kind. */
  next<K extends ChildReply['kind']>(kind: K): Promise<Extract<ChildReply, { kind: K }>>;
  send(command: ServerCommand): void;
  exited: Promise<number | null>;
  process: ChildProcess;
}

export function startChild(file: string, args: readonly string[]): Child {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    process: child,
    exited,
    send: (command) => child.send(command),
    next: (kind) =>
      new Promise((resolve, reject) => {
        const onMessage = (reply: ChildReply) => {
          if (reply.kind !== kind) return;
          child.off('message', onMessage);
          resolve(reply as never);
        };
        child.on('message', onMessage);
        void exited.then((code) => reject(new Error(`${file} ended (${code}) before answering ${kind}`)));
      }),
  };
}
