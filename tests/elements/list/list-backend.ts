// A resource of 25 machines answered in memory with the server's list conventions (paging,
// column/order, `*x*`, delete and batch delete), so the list components can be driven through
// their DOM alone. The e2e tests run the same flows against the real server.
import type { InternalAxiosRequestConfig } from 'axios';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { fakeBackend, type Answer } from '../../unit/core/http/fake-backend';

export interface Machine {
  id: string;
  name: string;
  createTime: string;
  /** Dictionary `machine_status`: 1 在用, 2 维修; answered with its `status_dictText`. */
  status: string;
}

export const STATUS_TEXT: Record<string, string> = { '1': '在用', '2': '维修' };

const ok = (result: unknown, message = ''): Answer => ({ data: { success: true, message, code: 200, result } });
const refused = (message: string): Answer => ({ data: { success: false, message, code: 500, result: null } });

export function machines(count: number): Machine[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    return { id: `m${n}`, name: `机器${n}`, createTime: `2026-01-${n} 08:00:00`, status: index % 5 === 4 ? '2' : '1' };
  });
}

export function listBackend(rows: Machine[], refuseDelete?: string) {
  const backend = fakeBackend((request: InternalAxiosRequestConfig) => {
    const query = (request.params ?? {}) as Record<string, string>;
    const url = request.url ?? '';
    if (url.endsWith('/machine/list')) {
      const name = query.name?.replace(/^\*|\*$/g, '');
      const statuses = query.status ? String(query.status).split(',') : null;
      const found = rows.filter(
        (row) => (!name || row.name.includes(name)) && (!statuses || statuses.includes(row.status)),
      );
      const column = query.column as keyof Machine;
      found.sort((a, b) => (query.order === 'asc' ? 1 : -1) * a[column].localeCompare(b[column]));
      const size = Number(query.pageSize);
      const start = (Number(query.pageNo) - 1) * size;
      const records = found
        .slice(start, start + size)
        .map((row) => ({ ...row, status_dictText: STATUS_TEXT[row.status] }));
      return ok({ records, total: found.length });
    }
    if (url.endsWith('/sys/dict/getDictItems/machine_status')) {
      return ok(Object.entries(STATUS_TEXT).map(([value, text]) => ({ value, text })));
    }
    if (url.endsWith('/machine/importExcel')) return ok(null, '导入成功');
    if (url.endsWith('/machine/exportXls')) {
      return {
        data: new Blob([new Uint8Array([80, 75, 3, 4])], {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
      };
    }
    if (url.endsWith('/machine/delete') || url.endsWith('/machine/deleteBatch')) {
      if (refuseDelete) return refused(refuseDelete);
      const ids = String(query.id ?? query.ids).split(',');
      for (const id of ids)
        rows.splice(
          rows.findIndex((row) => row.id === id),
          1,
        );
      return ok(null, '删除成功!');
    }
    return { status: 404, data: { success: false, message: 'no route', code: 404, result: null } };
  });
  const saved: string[] = [];
  configureHttp({
    adapter: backend.adapter,
    getToken: () => 'token',
    getTenantId: () => null,
    saveFile: (_blob, name) => void saved.push(name),
  });
  return {
    /** The names of the files the export saved. */
    saved,
    exportCalls: () =>
      backend.requests
        .filter((request) => request.url?.endsWith('/machine/exportXls'))
        .map((request) => request.params as Record<string, unknown>),
    /** The query parameters of each list request. */
    listCalls: () =>
      backend.requests
        .filter((request) => request.url?.endsWith('/machine/list'))
        .map((request) => request.params as Record<string, unknown>),
    deleteCalls: () =>
      backend.requests
        .filter((request) => request.method === 'delete')
        .map((request) => ({ url: request.url, params: request.params as Record<string, unknown> })),
  };
}

export function resetBackend(): void {
  resetHttpConfig();
}
