import { describe, expect, it } from 'vitest';
import { announcementTarget, priorityLevel } from '../../../elements/notice/model/announcement';
import { noticeSocketUrl } from '../../../elements/notice/model/push-url';

describe('priority tags', () => {
  it('maps L, M, H to general, important, urgent and nothing else', () => {
    expect(priorityLevel('L')).toBe('general');
    expect(priorityLevel('M')).toBe('important');
    expect(priorityLevel('H')).toBe('urgent');
    expect(priorityLevel('X')).toBeNull();
    expect(priorityLevel('toString')).toBeNull();
    expect(priorityLevel(null)).toBeNull();
  });
});

describe('what opening an announcement leads to', () => {
  it('a url announcement goes to its openPage when it is a path of this site', () => {
    expect(announcementTarget({ openType: 'url', openPage: '/farm/orders?id=1' })).toEqual({
      kind: 'url',
      path: '/farm/orders?id=1',
    });
  });

  it('never to a javascript:, foreign or protocol-relative address', () => {
    for (const openPage of [
      'javascript:alert(1)',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'farm/orders',
      '',
    ]) {
      expect(announcementTarget({ openType: 'url', openPage }), openPage).toEqual({ kind: 'none' });
    }
  });

  it('a component announcement opens the page named by openPage with form data id = busId', () => {
    expect(announcementTarget({ openType: 'component', openPage: 'farm/OrderForm', busId: 'b7' })).toEqual({
      kind: 'component',
      component: 'farm/OrderForm',
      formData: { id: 'b7' },
    });
  });

  it('anything else only shows the detail', () => {
    expect(announcementTarget({ openType: null, openPage: '/x' })).toEqual({ kind: 'none' });
  });
});

describe('the channel address', () => {
  it('is /websocket/{userId} under the API base, ws: or wss: after the page or the configured domain', () => {
    expect(noticeSocketUrl('/farm-machine', 'u1', 'http://127.0.0.1:3000/dashboard')).toBe(
      'ws://127.0.0.1:3000/farm-machine/websocket/u1',
    );
    expect(noticeSocketUrl('/farm-machine/', 'u1', 'https://farm.example/x')).toBe(
      'wss://farm.example/farm-machine/websocket/u1',
    );
    expect(noticeSocketUrl('https://api.example/jeecg-boot', 'a b', 'http://localhost/')).toBe(
      'wss://api.example/jeecg-boot/websocket/a%20b',
    );
  });
});
