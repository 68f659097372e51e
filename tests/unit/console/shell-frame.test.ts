import { describe, expect, it } from 'vitest';
import type { ConsoleRoute } from '../../../console/session';
import { documentTitle, greetingFor } from '../../../console/shell/kit';
import { deviceForWidth } from '../../../console/shell/layout/device';
import { breadcrumbItems } from '../../../console/shell/page/breadcrumb';

describe('the greeting follows the hour', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
    [23, 'evening'],
  ])('%i o’clock is %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});

describe('the layout switches at 1087.99 px (sidebar closed) and 767.99 px (mobile)', () => {
  it.each([
    [1920, 'desktop'],
    [1088, 'desktop'],
    [1087.99, 'tablet'],
    [768, 'tablet'],
    [767.99, 'mobile'],
    [375, 'mobile'],
  ])('%f px is %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});

describe('the document title', () => {
  it('is the page title, a separator and the platform name', () => {
    expect(documentTitle('用户管理', false, '农机服务管理平台')).toBe('用户管理 · 农机服务管理平台');
  });

  it('is the platform name alone on the home page', () => {
    expect(documentTitle('首页', true, '农机服务管理平台')).toBe('农机服务管理平台');
  });
});

const route = (path: string, title: string, ancestors: ConsoleRoute['ancestors']): ConsoleRoute => ({
  path,
  name: path,
  component: 'system/UserList',
  redirect: null,
  hidden: false,
  ancestors,
  meta: {
    title,
    icon: null,
    url: null,
    keepAlive: false,
    componentName: null,
    internalOrExternal: false,
    hiddenHeaderContent: false,
    permissionList: [],
    permission: null,
  },
});

describe('the breadcrumb starts with the home entry followed by the matched routes', () => {
  it('lists home, the menu entries above and the page', () => {
    const crumbs = breadcrumbItems(route('/system/user', '用户管理', [{ path: '/system', title: '系统管理' }]), '首页');
    expect(crumbs).toEqual([
      { path: '/dashboard/analysis', title: '首页' },
      { path: '/system', title: '系统管理' },
      { path: '/system/user', title: '用户管理' },
    ]);
  });

  it('shows home once on the home page', () => {
    expect(breadcrumbItems(route('/dashboard/analysis', '首页', []), '首页')).toEqual([
      { path: '/dashboard/analysis', title: '首页' },
    ]);
  });

  it('trims matches deeper than 3 levels', () => {
    const deep = route('/a/b/c', 'C', [
      { path: '/a', title: 'A' },
      { path: '/a/b', title: 'B' },
    ]);
    expect(breadcrumbItems(deep, '首页').map((crumb) => crumb.title)).toEqual(['首页', 'A', 'C']);
  });
});
