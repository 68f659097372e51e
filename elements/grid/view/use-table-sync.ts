import { useCallback, useEffect, useRef } from 'react';
import { getHttpConfig } from '../../core/http';
import { getUserInfo } from '../../core/session';
import type { GridRow } from '../model/grid-types';
import { createTableSync, type SyncSocket, type TableSync } from '../model/table-sync';
import { newPageId, tableChannelUrl } from '../model/table-sync-url';
import { useLatest } from './use-latest';

let pageId: string | undefined;

/** The browser's WebSocket behind the sync's small socket interface; the token is the sub-protocol. */
function openChannel(socketKey: string): SyncSocket {
  const token = getHttpConfig().getToken();
  const userId = getUserInfo()?.id;
  // Signed out: nothing to connect as; the sync tries again after its reconnect delay.
  if (!token || !userId) throw new Error(`farm-grid: no session for the live channel of ${socketKey}`);
  pageId ??= newPageId();
  const http = getHttpConfig();
  // The tenant the grid's HTTP requests work in, so its rows travel among that tenant's pages only.
  const webSocket = new WebSocket(tableChannelUrl(location.origin, http.basePath, userId, pageId, http.getTenantId()), [
    token,
  ]);
  const socket: SyncSocket = {
    send: (text) => webSocket.send(text),
    close: () => webSocket.close(),
    onopen: null,
    onmessage: null,
    onerror: null,
    onclose: null,
  };
  webSocket.onopen = () => socket.onopen?.();
  webSocket.onmessage = (event) => socket.onmessage?.({ data: event.data });
  webSocket.onerror = () => socket.onerror?.();
  webSocket.onclose = () => socket.onclose?.();
  return socket;
}

/**
 * The live channel of a grid with a `socketKey`: rows other grids change arrive in `onRow`;
 * the returned function sends the rows this grid's user edited (each once per task, after
 * every edit of that task, so a linkage's cleared cells travel with their parent).
 */
export function useTableSync(
  socketKey: string | undefined,
  onRow: (row: GridRow) => void,
  rowById: (id: string) => GridRow | undefined,
) {
  const latest = useLatest({ onRow, rowById });
  const sync = useRef<TableSync | null>(null);
  const pending = useRef(new Set<string>());

  useEffect(() => {
    if (!socketKey) return undefined;
    const started = createTableSync({
      connect: () => openChannel(socketKey),
      socketKey,
      caseId: newPageId(),
      onRow: (row) => latest.current.onRow(row),
    });
    sync.current = started;
    return () => {
      started.stop();
      if (sync.current === started) sync.current = null;
    };
  }, [latest, socketKey]);

  return useCallback(
    (rowKey: string) => {
      if (!sync.current) return;
      if (pending.current.size === 0) {
        queueMicrotask(() => {
          const ids = [...pending.current];
          pending.current.clear();
          for (const id of ids) {
            const row = latest.current.rowById(id);
            if (row) sync.current?.sendRow(row);
          }
        });
      }
      pending.current.add(rowKey);
    },
    [latest],
  );
}
