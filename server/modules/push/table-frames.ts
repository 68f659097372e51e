/*
 * Frames of the table channel (`/vxeSocket`): `{ type, data }` as JeecgBoot's JVxeTable sends
 * them. Read with JSON.parse only and checked field by field; anything else is ignored.
 */

export const TableFrameType = {
  heartbeat: 'heart_beat',
  commonData: 'common_send_date',
  updateTable: 'update_vxe_table',
} as const;

/** A row update from one grid, forwarded to the grids bound to the same `socketKey`. */
export interface TableUpdate {
  socketKey: string;
  /** `[row, caseId]`: the changed row and the grid instance that changed it (it ignores its own). */
  args: [Record<string, unknown>, string];
}

export type TableFrame = { type: 'heart_beat' } | { type: 'update_vxe_table'; data: TableUpdate };

const MAX_SOCKET_KEY_LENGTH = 200;
const MAX_CASE_ID_LENGTH = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function tableUpdate(data: unknown): TableUpdate | undefined {
  if (!isRecord(data)) return undefined;
  const { socketKey, args } = data;
  if (typeof socketKey !== 'string' || !socketKey || socketKey.length > MAX_SOCKET_KEY_LENGTH) return undefined;
  if (!Array.isArray(args) || args.length !== 2) return undefined;
  const [row, caseId] = args;
  if (!isRecord(row) || typeof caseId !== 'string' || caseId.length > MAX_CASE_ID_LENGTH) return undefined;
  return { socketKey, args: [row, caseId] };
}

/** The frame a client sent, or null when it is not one the server acts on. */
export function parseTableFrame(text: string): TableFrame | null {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(frame)) return null;
  if (frame.type === TableFrameType.heartbeat) return { type: TableFrameType.heartbeat };
  if (frame.type === TableFrameType.updateTable) {
    const data = tableUpdate(frame.data);
    return data ? { type: TableFrameType.updateTable, data } : null;
  }
  // common_send_date goes from the server to the pages only; other types are unknown.
  return null;
}

export function tableMessage(type: string, data: unknown): string {
  return JSON.stringify({ type, data });
}
