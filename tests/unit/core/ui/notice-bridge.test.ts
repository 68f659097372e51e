import { describe, expect, it } from 'vitest';
import type { Notifier } from '../../../../elements/core/http/notifier';
import {
  createNoticeBridge,
  type ConfirmOptions,
  type NoticeApi,
  type NoticeTarget,
} from '../../../../elements/core/ui';

/** Records what a mounted NoticeProvider would be asked to show. */
function recordingTarget(shown: string[]): NoticeTarget {
  const message = (level: string) => (text: string) => {
    shown.push(`message.${level}: ${text}`);
    return () => shown.push(`closed: ${text}`);
  };
  const notification = (level: string) => (input: { title?: string; message: string }) => {
    shown.push(`notification.${level}: ${input.title} / ${input.message}`);
    return () => undefined;
  };
  const notice: NoticeApi = {
    message: {
      success: message('success'),
      info: message('info'),
      warning: message('warning'),
      error: message('error'),
      loading: message('loading'),
    },
    notification: {
      success: notification('success'),
      info: notification('info'),
      warning: notification('warning'),
      error: notification('error'),
    },
  };
  return {
    notice,
    confirm: async (options: ConfirmOptions) => {
      shown.push(
        `confirm: ${String(options.title)} / ${String(options.okText)} / cancel ${options.showCancel !== false}`,
      );
      return true;
    },
  };
}

describe('notice bridge as the HTTP client notifier', () => {
  it('is what the HTTP client accepts as its notifier', () => {
    const notifier: Notifier = createNoticeBridge();
    expect(typeof notifier.confirmRelogin).toBe('function');
  });

  it('shows titled notices (系统提示 errors) as notifications and untitled ones as messages', () => {
    const shown: string[] = [];
    const bridge = createNoticeBridge();
    bridge.attach(recordingTarget(shown));
    bridge.error({ title: '系统提示', message: '网络超时' });
    bridge.warning({ message: '请选择一条记录' });
    bridge.success('保存成功');
    expect(shown).toEqual([
      'notification.error: 系统提示 / 网络超时',
      'message.warning: 请选择一条记录',
      'message.success: 保存成功',
    ]);
  });

  it('keeps calls made before a provider attaches and delivers them in order to the newest provider', () => {
    const first: string[] = [];
    const second: string[] = [];
    const bridge = createNoticeBridge();
    bridge.info('一');
    bridge.info('二');
    const detach = bridge.attach(recordingTarget(first));
    bridge.attach(recordingTarget(second));
    bridge.info('三');
    detach();
    bridge.info('四');
    expect(first).toEqual(['message.info: 一', 'message.info: 二']);
    expect(second).toEqual(['message.info: 三', 'message.info: 四']);
  });

  it('confirmRelogin asks for a single 重新登录 button and resolves on OK', async () => {
    const shown: string[] = [];
    const bridge = createNoticeBridge();
    bridge.attach(recordingTarget(shown));
    await bridge.confirmRelogin({ title: '登录已过期', content: '很抱歉，登录已过期，请重新登录' });
    expect(shown).toEqual(['confirm: 登录已过期 / 重新登录 / cancel false']);
  });
});
