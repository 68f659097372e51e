import { describe, expect, it } from 'vitest';
import { hasPage, onlineCode } from '../../../console/pages';

describe('menu component names map to console pages', () => {
  it.each([
    'layouts/RouteView',
    'layouts/TabLayout',
    'layouts/PageView',
    'layouts/BlankLayout',
    'layouts/IframePageView',
    'layouts/IframeFReportView',
    'dashboard/Analysis',
    'dashboard/Workplace',
    'dashboard/IndexChart',
    'dashboard/IndexTask',
    'dashboard/Monitor',
    'dashboard/IndexBdc',
    'account/center',
    'account/settings',
    'exception/403',
    'exception/404',
    'exception/500',
    'result/Success',
    'result/Error',
    'system/SysCheckRuleList',
    'system/SysFillRuleList',
    'modules/online/cgform/auto/OnlCgformAutoList',
    'modules/online/cgform/auto/OnlCgformTreeList',
    'modules/online/cgform/auto/erp/OnlCgformErpList',
    'modules/online/cgform/auto/tab/OnlCgformTabList',
    'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
    'modules/online/cgreport/auto/OnlCgreportAutoList',
  ])('%s has a page', (component) => {
    expect(hasPage(component)).toBe(true);
  });

  it('knows no page for a name it was not given, nor for inherited object keys', () => {
    expect(hasPage('system/NoSuchList')).toBe(false);
    expect(hasPage('toString')).toBe(false);
    expect(hasPage('__proto__')).toBe(false);
  });
});

describe('an online list shows the form code: the last segment of the menu path', () => {
  const route = (path: string, url: string | null = null) => ({ path, meta: { url } as never });

  it('reads the code from the path', () => {
    expect(onlineCode(route('/online/cgformList/farm_order'))).toBe('farm_order');
    expect(onlineCode(route('/online/cgreport/farm_order_stat/'))).toBe('farm_order_stat');
  });

  it('reads it from the url when the path holds a parameter', () => {
    expect(onlineCode(route('/online/cgformList/:code', '/online/cgformList/farm_asset'))).toBe('farm_asset');
    expect(onlineCode(route('/online/cgformList/:code'))).toBe('');
  });
});
