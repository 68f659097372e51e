// The JeecgBoot calls the pickers make, answered in memory from a small organisation, so the
// element tests can drive each picker through its public DOM alone.
import type { InternalAxiosRequestConfig } from 'axios';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { fakeBackend, type Answer } from '../../unit/core/http/fake-backend';

export const ok = (result: unknown): Answer => ({ data: { success: true, message: '', code: 200, result } });
export const refused = (message: string): Answer => ({ data: { success: false, message, code: 500, result: null } });

export const DEPARTS = [
  { id: 'd1', departName: '总部', orgCode: 'A01', parentId: null },
  { id: 'd2', departName: '研发部', orgCode: 'A01A01', parentId: 'd1' },
  { id: 'd3', departName: '财务部', orgCode: 'A01A02', parentId: 'd1' },
];

export const USERS = [
  { id: 'u1', username: 'admin', realname: '管理员', sex: 1, phone: '13800000001', orgCodeTxt: '总部', departId: 'd1' },
  { id: 'u2', username: 'lisi', realname: '李四', sex: 2, phone: '13800000002', orgCodeTxt: '研发部', departId: 'd2' },
  {
    id: 'u3',
    username: 'wangwu',
    realname: '王五',
    sex: 1,
    phone: '13800000003',
    orgCodeTxt: '财务部',
    departId: 'd3',
  },
];

const params = (request: InternalAxiosRequestConfig) => (request.params ?? {}) as Record<string, string | undefined>;
const hasChildren = (id: string) => DEPARTS.some((depart) => depart.parentId === id);
const node = (depart: (typeof DEPARTS)[number]) => ({
  ...depart,
  key: depart.id,
  title: depart.departName,
  isLeaf: !hasChildren(depart.id),
});
type Nested = ReturnType<typeof node> & { children?: Nested[] };
const nested = (parentId: string | null): Nested[] =>
  DEPARTS.filter((d) => d.parentId === parentId).map((d) =>
    hasChildren(d.id) ? { ...node(d), children: nested(d.id) } : node(d),
  );
const below = (id: string): string[] => [id, ...DEPARTS.filter((d) => d.parentId === id).flatMap((d) => below(d.id))];

export const POSITIONS = [
  { id: 'p1', name: '总经理', code: 'ceo', postRank: '1', postRank_dictText: '高层' },
  { id: 'p2', name: '财务经理', code: 'cfo', postRank: '2', postRank_dictText: '中层' },
  { id: 'p3', name: '会计', code: 'accountant', postRank: '3', postRank_dictText: '基层' },
];

/** `name=*x*` contains, `code=a,b` one of (the server's plain filters). */
function positionPage(query: Record<string, string | undefined>) {
  const name = query.name?.replace(/^\*|\*$/g, '');
  const found = POSITIONS.filter(
    (position) =>
      (!name || position.name.includes(name)) &&
      (!query.code || query.code.split(',').includes(position.code)) &&
      (!query.id || query.id.split(',').includes(position.id)),
  );
  const size = Number(query.pageSize);
  return { records: found.slice((Number(query.pageNo) - 1) * size, Number(query.pageNo) * size), total: found.length };
}

export const CATEGORIES = [
  { id: 'c1', pid: '0', code: 'B01', name: '农作物' },
  { id: 'c2', pid: 'c1', code: 'B01A01', name: '水稻' },
  { id: 'c3', pid: 'c1', code: 'B01A02', name: '小麦' },
];

const category = (c: (typeof CATEGORIES)[number]) => ({
  key: c.id,
  value: c.id,
  title: c.name,
  code: c.code,
  leaf: !CATEGORIES.some((child) => child.pid === c.id),
});

/** An online report whose rows have no id; two rows are the same on purpose. */
export const REPORT_ROWS = [
  { name: '水稻', code: 'rice', kind: '1' },
  { name: '小麦', code: 'wheat', kind: '1' },
  { name: '小麦', code: 'wheat', kind: '1' },
  { name: '玉米', code: 'corn', kind: '2' },
];

function reportAnswer(url: string, query: Record<string, string | undefined>): Answer | undefined {
  if (url.endsWith('/online/cgreport/api/getRpColumns/crops')) {
    return ok({
      cgRpConfigId: 'r1',
      cgRpConfigName: '作物报表',
      columns: [
        { title: '名称', dataIndex: 'name' },
        { title: '编码', dataIndex: 'code' },
        { title: '类别', dataIndex: 'kind' },
      ],
      dictOptions: {
        kind: [
          { value: '1', text: '粮食' },
          { value: '2', text: '杂粮' },
        ],
      },
    });
  }
  if (url.includes('/online/cgreport/api/getRpColumns/')) return refused('报表不存在');
  if (url.endsWith('/online/cgreport/api/getQueryInfo/r1'))
    return ok([{ field: 'name', label: '名称', mode: 'single' }]);
  if (url.endsWith('/online/cgreport/api/getData/r1')) {
    const found = REPORT_ROWS.filter((row) => !query.name || row.name.includes(query.name));
    return ok({ records: found, total: found.length });
  }
  return undefined;
}

export const SEX_ITEMS = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];

export const USER_DICT = 'sys_user,realname,username';
export const DEPART_DICT = 'sys_depart,depart_name,id';

function dictAnswer(path: string, query: Record<string, string | undefined>): Answer | undefined {
  const [, kind, code] = /^\/sys\/dict\/(getDictItems|loadDict|loadDictItem)\/(.*)$/.exec(path) ?? [];
  if (!kind) return undefined;
  const dict = decodeURIComponent(code);
  const items =
    code === 'sex'
      ? SEX_ITEMS
      : dict === USER_DICT
        ? USERS.map((user) => ({ value: user.username, text: user.realname }))
        : dict === DEPART_DICT
          ? DEPARTS.map((depart) => ({ value: depart.id, text: depart.departName }))
          : null;
  if (!items) return refused(`no dictionary ${code}`);
  if (kind === 'getDictItems') return ok(items);
  if (kind === 'loadDict')
    return ok(items.filter((item) => item.text.includes(query.keyword ?? '')).slice(0, Number(query.pageSize)));
  return ok(
    String(query.key)
      .split(',')
      .map((key) => items.find((item) => item.value === key)?.text ?? key),
  );
}

/**
 * What the organisation's endpoints answer; `override` answers first when it returns something
 * (a promise holds the answer back until the test settles it).
 */
export function pickerBackend(
  override?: (request: InternalAxiosRequestConfig) => Answer | Promise<Answer> | undefined,
) {
  const backend = fakeBackend((request) => {
    const given = override?.(request);
    if (given) return given;
    const query = params(request);
    const path = (request.url ?? '').replace(/^.*?\/sys\//, '/sys/');
    if (path === '/sys/sysDepart/queryDepartTreeSync')
      return ok(DEPARTS.filter((d) => (d.parentId ?? undefined) === (query.pid || undefined)).map(node));
    const dict = dictAnswer(path, query);
    if (dict) return dict;
    if (path === '/sys/dict/loadTreeData') {
      const level = DEPARTS.filter((d) => (d.parentId ?? '') === (query.pid ?? ''));
      return ok(level.map((d) => ({ key: d.id, title: d.departName, value: d.id, leaf: !hasChildren(d.id) })));
    }
    if (path === '/sys/category/loadTreeRoot')
      return ok(
        CATEGORIES.filter((c) => c.pid === (CATEGORIES.find((p) => p.code === query.pcode)?.id ?? '0')).map(category),
      );
    if (path === '/sys/category/loadTreeChildren')
      return ok(CATEGORIES.filter((c) => c.pid === query.pid).map(category));
    if (path === '/sys/category/loadDictItem/')
      return ok(
        String(query.ids)
          .split(',')
          .map((id) => CATEGORIES.find((c) => c.id === id)?.name ?? id),
      );
    const report = reportAnswer(request.url ?? '', query);
    if (report) return report;
    if (path === '/sys/position/list') return ok(positionPage(query));
    if (path === '/sys/sysDepart/queryTreeList') return ok(nested(null));
    if (path === '/sys/user/getMultiUser') {
      const [field, list] = Object.entries(query).find(([key]) => key !== '_t') ?? ['', ''];
      const wanted = String(list).split(',');
      return { data: USERS.filter((user) => wanted.includes(String(user[field as keyof (typeof USERS)[number]]))) };
    }
    if (path === '/sys/user/queryUserComponentData') {
      const inDeparts = query.departId ? below(query.departId) : null;
      const found = USERS.filter(
        (user) => (!inDeparts || inDeparts.includes(user.departId)) && user.username.includes(query.username ?? ''),
      );
      const size = Number(query.pageSize);
      const start = (Number(query.pageNo) - 1) * size;
      return ok({ records: found.slice(start, start + size), total: found.length });
    }
    return { status: 404, data: { success: false, message: `no ${path}`, code: 404, result: null } };
  });
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
  return {
    requests: backend.requests,
    /** The requests to a path, with their query parameters. */
    calls: (path: string) => backend.requests.filter((request) => request.url?.endsWith(path)).map(params),
  };
}

export function resetBackend(): void {
  resetHttpConfig();
}
