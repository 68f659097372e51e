import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../../../elements/core/http';
import { createLatestRequest, type RemoteSnapshot } from '../../../../elements/core/remote';

function tracked() {
  const snapshots: RemoteSnapshot<string>[] = [];
  const request = createLatestRequest<string>(
    { data: undefined, loading: false, error: null },
    { onChange: (snapshot) => snapshots.push(snapshot) },
  );
  return { request, snapshots };
}

describe('a load that keeps the last failure shown', () => {
  it('shows the failure while it runs and clears it with its answer', async () => {
    const { request, snapshots } = tracked();
    await request.run(() => Promise.resolve('figures'));
    await request.run(() => Promise.reject(new HttpFailure('统计服务不可用')));
    const before = snapshots.length;
    let answer: (text: string) => void = () => undefined;
    const running = request.run(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
      { keepError: true },
    );
    expect(request.snapshot()).toEqual({ data: 'figures', loading: true, error: '统计服务不可用' });
    answer('fresh figures');
    await expect(running).resolves.toBe(true);
    expect(request.snapshot()).toEqual({ data: 'fresh figures', loading: false, error: null });
    expect(snapshots.slice(before).map((snapshot) => snapshot.error)).toEqual(['统计服务不可用', null]);
  });

  it('replaces the failure with the next one when that load fails too', async () => {
    const { request } = tracked();
    await request.run(() => Promise.reject(new HttpFailure('第一次失败')));
    await request.run(() => Promise.reject(new HttpFailure('第二次失败')), { keepError: true });
    expect(request.snapshot()).toEqual({ data: undefined, loading: false, error: '第二次失败' });
  });

  it('clears the failure as a load starts when not asked to keep it', async () => {
    const { request } = tracked();
    await request.run(() => Promise.reject(new HttpFailure('统计服务不可用')));
    void request.run(() => new Promise<string>(() => undefined));
    expect(request.snapshot()).toEqual({ data: undefined, loading: true, error: null });
  });
});
