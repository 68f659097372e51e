import { describe, expect, it } from 'vitest';
import { fillMenuUrl, isOpenableUrl, type PlaceholderSource } from '../../../console/session/menu-url';

const source: PlaceholderSource = {
  user: { id: 'u-1', username: 'zhang san', realname: '张三', orgCode: 'A01', token: 'secret-token' },
  tenantId: 2,
  apiUrl: 'https://farm.example/farm-machine',
  staticUrl: 'https://farm.example/farm-machine/sys/common/static',
};

describe('menu url placeholders are filled from a fixed set of session values', () => {
  it('fills the user, department and tenant values, URL-encoded', () => {
    expect(fillMenuUrl('/r?u={{username}}&n={{ realname }}&d={{orgCode}}&t={{tenantId}}&id={{userId}}', source)).toBe(
      '/r?u=zhang%20san&n=%E5%BC%A0%E4%B8%89&d=A01&t=2&id=u-1',
    );
  });

  it("understands JeecgBoot's window._CONFIG forms for the API and static addresses", () => {
    expect(fillMenuUrl("{{ window._CONFIG['domianURL'] }}/jmreport/list", source)).toBe(
      'https://farm.example/farm-machine/jmreport/list',
    );
    expect(fillMenuUrl('{{window._CONFIG["staticDomainURL"]}}/a.png', source)).toBe(
      'https://farm.example/farm-machine/sys/common/static/a.png',
    );
    expect(fillMenuUrl('{{window._CONFIG.domianURL}}/x', source)).toBe('https://farm.example/farm-machine/x');
  });

  it('knows the data-rule variable names too', () => {
    expect(fillMenuUrl('?c={{sys_user_code}}&o={{sys_org_code}}', source)).toBe('?c=zhang%20san&o=A01');
  });

  it('never places the token in a URL', () => {
    for (const expression of ['token', 'ACCESS_TOKEN', "window._CONFIG['token']", 'userInfo.token']) {
      const filled = fillMenuUrl(`https://r.example/?t={{${expression}}}`, source);
      expect(filled).toBe('https://r.example/?t=');
      expect(filled).not.toContain('secret-token');
    }
  });

  it('leaves unknown placeholders empty and evaluates nothing', () => {
    const globals = globalThis as { filledByEval?: boolean };
    expect(fillMenuUrl('/a/{{ (globalThis.filledByEval = true) }}/{{nope}}/b', source)).toBe('/a///b');
    expect(globals.filledByEval).toBeUndefined();
    expect(fillMenuUrl("{{constructor.constructor('return 1')()}}", source)).toBe('');
    expect(fillMenuUrl('{{toString}}{{__proto__}}', source)).toBe('');
  });

  it('leaves a url without placeholders unchanged', () => {
    expect(fillMenuUrl('https://example.org/a?b=c', source)).toBe('https://example.org/a?b=c');
  });

  it('fills missing values with nothing', () => {
    expect(fillMenuUrl('/r?t={{tenantId}}&u={{username}}', { ...source, user: null, tenantId: null })).toBe('/r?t=&u=');
  });
});

describe('only web addresses and paths on this origin can be opened', () => {
  it('accepts http(s) and same-origin paths', () => {
    expect(isOpenableUrl('https://example.org/x')).toBe(true);
    expect(isOpenableUrl('http://example.org')).toBe(true);
    expect(isOpenableUrl('/farm-machine/jmreport/list')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    'data:text/html,x',
    'ftp://x',
    '',
    null,
    undefined,
  ])('refuses %s', (url) => {
    expect(isOpenableUrl(url)).toBe(false);
  });
});
