import type WebSocket from 'ws';

/**
 * The open connections of one channel, by user. A user may have several (one per browser tab)
 * up to `limitPerUser`; beyond that a new connection is refused, so no one can hold an unbounded
 * number of sockets open. A connection may belong to a tenant (the table channel's do, chosen at
 * the handshake), so what one tenant's grids change reaches that tenant's pages only.
 */
export class ConnectionRegistry {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly tenantOf = new Map<WebSocket, number>();

  constructor(readonly limitPerUser: number) {}

  /** Adds a connection, in a tenant when given; false when the user already holds the most allowed. */
  add(userId: string, socket: WebSocket, tenantId?: number): boolean {
    const sockets = this.byUser.get(userId) ?? new Set<WebSocket>();
    if (sockets.size >= this.limitPerUser) return false;
    sockets.add(socket);
    this.byUser.set(userId, sockets);
    if (tenantId !== undefined) this.tenantOf.set(socket, tenantId);
    return true;
  }

  remove(userId: string, socket: WebSocket): void {
    this.tenantOf.delete(socket);
    const sockets = this.byUser.get(userId);
    if (!sockets?.delete(socket)) return;
    if (!sockets.size) this.byUser.delete(userId);
  }

  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Sends a text frame to every open connection of these users; answers how many it reached. */
  sendToUsers(userIds: Iterable<string>, text: string): number {
    let reached = 0;
    for (const userId of new Set(userIds)) {
      for (const socket of this.byUser.get(userId) ?? []) reached += send(socket, text);
    }
    return reached;
  }

  sendToAll(text: string): number {
    let reached = 0;
    for (const sockets of this.byUser.values()) for (const socket of sockets) reached += send(socket, text);
    return reached;
  }

  /** Sends a text frame to every open connection of this tenant; answers how many it reached. */
  sendToTenant(tenantId: number, text: string): number {
    let reached = 0;
    for (const [socket, tenant] of this.tenantOf) if (tenant === tenantId) reached += send(socket, text);
    return reached;
  }
}

function send(socket: WebSocket, text: string): number {
  if (socket.readyState !== socket.OPEN) return 0;
  socket.send(text);
  return 1;
}
