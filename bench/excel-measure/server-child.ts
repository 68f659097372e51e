/*
 * The server of the file benchmarks, in a process of its own so that its memory is the
 * server's alone: builds the app on the data directory given as argument, listens on a free
 * port, and on the parent's word starts and stops watching its peak memory (see child-process.ts).
 */
import { buildServer } from '../../server/app';
import { PASSWORD, type ChildReply, type ServerCommand } from './child-protocol';
import { watchPeakMemory, type PeakMemory } from './peak-memory';

const dataDir = process.argv[2];
const app = await buildServer({ settings: { dataDir, captcha: false, adminPassword: PASSWORD } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const send = (reply: ChildReply) => process.send?.(reply);
send({ kind: 'listening', port: typeof address === 'object' && address ? address.port : 0 });

let stop: (() => PeakMemory) | undefined;
process.on('message', (command: ServerCommand) => {
  if (command.kind === 'watch') {
    stop = watchPeakMemory();
    send({ kind: 'watching' });
  } else if (command.kind === 'peak' && stop) {
    send({ kind: 'peak', peak: stop() });
  } else if (command.kind === 'close') {
    void app.close().then(() => process.exit(0));
  }
});
