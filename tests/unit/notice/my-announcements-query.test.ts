import { describe, expect, it } from 'vitest';
import { myAnnouncementsParams } from '../../../console/pages/announcement/my-announcements-query';

describe('my announcements search', () => {
  it('asks page by page, newest first, leaving empty filters out', () => {
    expect(myAnnouncementsParams({ title: ' ', readFlag: '' }, 2)).toEqual({
      pageNo: 2,
      pageSize: 10,
      column: 'sendTime',
      order: 'desc',
    });
  });

  it('matches the title anywhere and filters by read state', () => {
    expect(myAnnouncementsParams({ title: '收割', readFlag: '0' }, 1)).toMatchObject({
      titile: '*收割*',
      readFlag: '0',
    });
  });

  it('keeps the user’s asterisks from changing the match', () => {
    expect(myAnnouncementsParams({ title: '*收*割', readFlag: '' }, 1)).toMatchObject({ titile: '*收割*' });
  });
});
