/** What the menu form sends (JeecgBoot's PermissionModal); flags arrive as 0/1 (booleans are converted). */
export interface PermissionBody {
  id?: string;
  parentId?: string | null;
  name: string;
  url?: string | null;
  component?: string | null;
  componentName?: string | null;
  redirect?: string | null;
  /** 0 top menu, 1 submenu, 2 button. */
  menuType: number;
  perms?: string | null;
  permsType?: string | null;
  sortNo?: number | null;
  icon?: string | null;
  route?: number | null;
  keepAlive?: number | null;
  alwaysShow?: number | null;
  hidden?: number | null;
  internalOrExternal?: number | null;
  description?: string | null;
  status?: string | null;
}

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
// The validator turns true/false into 1/0 (JeecgBoot's form sends booleans, its table stores integers).
const flag = { type: ['integer', 'null'] } as const;

const properties = {
  parentId: text(64),
  name: { type: 'string', minLength: 1, maxLength: 255 },
  url: text(255),
  component: text(255),
  componentName: text(100),
  redirect: text(255),
  menuType: { type: 'integer', enum: [0, 1, 2] },
  // Button codes such as 'user:add' (a comma list is allowed): never anything that reads as code.
  perms: { type: ['string', 'null'], maxLength: 1000, pattern: '^[A-Za-z0-9_:.,\\-]*$' },
  permsType: { type: ['string', 'null'], enum: ['1', '2', '', null] },
  sortNo: { type: ['number', 'null'] },
  icon: text(100),
  route: flag,
  keepAlive: flag,
  alwaysShow: flag,
  hidden: flag,
  internalOrExternal: flag,
  description: text(255),
  status: { type: ['string', 'null'], enum: ['0', '1', '', null] },
} as const;

export const permissionAddSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'menuType'],
  properties,
} as const;

export const permissionEditSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'menuType'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, ...properties },
} as const;

/** JeecgBoot's component names have no leading slash, no 'views/' prefix and no '.vue'. */
function componentName(component: string | null | undefined): string | null {
  const trimmed = (component ?? '')
    .trim()
    .replace(/^\/+/, '')
    .replace(/^(src\/)?views\//, '')
    .replace(/\.vue$/, '');
  return trimmed || null;
}

/** A route path starts with '/' unless it is an address or a `{{ }}` template (both kept as typed). */
function routeUrl(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim().replace(/\.vue$/, '');
  if (!trimmed) return null;
  return /^(https?:\/\/|\/|\{\{)/i.test(trimmed) ? trimmed : `/${trimmed}`;
}

const asFlag = (value: number | null | undefined, fallback: 0 | 1) =>
  value === null || value === undefined ? fallback : value ? 1 : 0;

/** The stored columns of a menu entry, tidied the way JeecgBoot's `intelligentProcessData` does. */
export function permissionColumns(body: PermissionBody) {
  const button = body.menuType === 2;
  const component = button ? null : componentName(body.component);
  return {
    parentId: body.menuType === 0 ? null : body.parentId || null,
    name: body.name.trim(),
    url: button ? null : routeUrl(body.url),
    // A top menu without a component is a plain route view.
    component: body.menuType === 0 && !component ? 'layouts/RouteView' : component,
    componentName: button ? null : body.componentName?.trim() || null,
    redirect: button ? null : body.redirect?.trim() || null,
    menuType: body.menuType,
    perms: body.perms?.trim() || null,
    permsType: body.permsType || (button ? '1' : null),
    sortNo: body.sortNo ?? 1,
    icon: body.icon?.trim() || null,
    isRoute: asFlag(body.route, 1),
    keepAlive: asFlag(body.keepAlive, 0),
    alwaysShow: asFlag(body.alwaysShow, 0),
    hidden: asFlag(body.hidden, 0),
    internalOrExternal: asFlag(body.internalOrExternal, 0),
    description: body.description || null,
    status: body.status || '1',
  };
}
