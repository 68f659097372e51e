import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ConnectionRegistry } from './connection-registry';
import { FanOut } from './fan-out';
import { noticeChannel } from './notice-channel';
import { echoFirstProtocol } from './socket-caller';
import { tableChannel } from './table-channel';
import { tableMessage, TableFrameType } from './table-frames';

/** Open connections one user may hold per channel (one per browser tab or window). */
export const PUSH_CONNECTIONS_PER_USER = 8;
/** Largest frame a client may send (a table row update is the largest); bigger ones close the connection. */
export const PUSH_MAX_FRAME_BYTES = 64 * 1024;

/** A notice-channel message: JeecgBoot's `{ cmd: 'topic' | 'user', msgId, msgTxt }`, or another `cmd`. */
export interface PushMessage {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
  [field: string]: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends a message to the open notice connections of these users, on every instance. Resolves
     * once handed to every instance; a failure to hand it over (Redis away) is logged, never thrown:
     * what was pushed is also what the bell reads on its next load.
     */
    pushToUsers(userIds: Iterable<string>, message: PushMessage): Promise<void>;
    /** Sends a message to every open notice connection on every instance (JeecgBoot's `sendAllMessage`). */
    pushToEveryone(message: PushMessage): Promise<void>;
    /** Sends `common_send_date { key, args }` to the open table connections of these users, on every instance. */
    pushPageData(userIds: Iterable<string>, key: string, args: readonly unknown[]): Promise<void>;
  }
}

/**
 * The push channels under the API base: `/websocket/:userId` (notices) and
 * `/vxeSocket/:userId/:pageId` (live grid rows). Registered without encapsulation so the
 * services it decorates (`pushToUsers`, `pushToEveryone`, `pushPageData`) reach every module;
 * the WebSocket plugin itself stays inside the channels' own scope.
 */
async function push(app: FastifyInstance): Promise<void> {
  const notices = new ConnectionRegistry(PUSH_CONNECTIONS_PER_USER);
  const tables = new ConnectionRegistry(PUSH_CONNECTIONS_PER_USER);
  const noticeFrames = await FanOut.start(app.sharedState.broadcast, 'push:notice', notices, app.log);
  const tableFrames = await FanOut.start(app.sharedState.broadcast, 'push:table', tables, app.log);
  const logged = (sending: Promise<void>) =>
    sending.catch((error: unknown) => app.log.error({ err: error }, 'push message not handed to every instance'));
  app.decorate('pushToUsers', (userIds: Iterable<string>, message: PushMessage) =>
    logged(noticeFrames.publish({ users: [...new Set(userIds)] }, JSON.stringify(message))),
  );
  app.decorate('pushToEveryone', (message: PushMessage) =>
    logged(noticeFrames.publish({ everyone: true }, JSON.stringify(message))),
  );
  app.decorate('pushPageData', (userIds: Iterable<string>, key: string, args: readonly unknown[]) =>
    logged(
      tableFrames.publish({ users: [...new Set(userIds)] }, tableMessage(TableFrameType.commonData, { key, args })),
    ),
  );
  await app.register(async (channels) => {
    await channels.register(fastifyWebsocket, {
      options: { maxPayload: PUSH_MAX_FRAME_BYTES, handleProtocols: echoFirstProtocol },
    });
    await channels.register(noticeChannel, { notices });
    await channels.register(tableChannel, { tables, frames: tableFrames });
  });
}

// Fastify's documented switch (what fastify-plugin sets) for a plugin that shares its parent's scope.
export const pushModule: FastifyPluginAsync = Object.assign(push, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'push',
});

export { ConnectionRegistry } from './connection-registry';
export { parseTableFrame, TableFrameType } from './table-frames';
export type { TableFrame, TableUpdate } from './table-frames';
