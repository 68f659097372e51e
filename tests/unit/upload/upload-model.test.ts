import { describe, expect, it } from 'vitest';
import {
  addItems,
  allDone,
  itemAfterAnswer,
  itemAfterFailure,
  itemsFromValue,
  moveItem,
  shortFileName,
  isImageFile,
  valueFromItems,
  formTextOf,
  type UploadItem,
} from '../../../elements/upload/model';

const item = (path: string, status: UploadItem['status'] = 'done'): UploadItem => ({
  uid: path,
  name: path.split('/').pop()!,
  status,
  percent: 100,
  path,
  size: 1,
});

describe('url mode: the value is relative paths joined by commas', () => {
  it('reads each path as a done file named by its last segment', () => {
    const items = itemsFromValue('temp/a_1.png, temp/b_2.pdf');
    expect(items.map(({ name, path, status }) => ({ name, path, status }))).toEqual([
      { name: 'a_1.png', path: 'temp/a_1.png', status: 'done' },
      { name: 'b_2.pdf', path: 'temp/b_2.pdf', status: 'done' },
    ]);
  });

  it('writes the done paths back in order, leaving out those still uploading or failed', () => {
    expect(
      valueFromItems([item('temp/a'), item('temp/b', 'uploading'), item('temp/c', 'error'), item('temp/d')], 'url'),
    ).toBe('temp/a,temp/d');
  });

  it('reads an empty value as no files', () => {
    expect(itemsFromValue('')).toEqual([]);
    expect(itemsFromValue(undefined)).toEqual([]);
  });
});

describe('object mode: [{ fileName, filePath, fileSize }]', () => {
  it('round-trips the list', () => {
    const value = [{ fileName: 'report.pdf', filePath: 'temp/report_1.pdf', fileSize: 1234 }];
    expect(valueFromItems(itemsFromValue(value), 'object')).toEqual(value);
  });

  it('reads the JSON text an attribute carries', () => {
    expect(itemsFromValue('[{"fileName":"a.png","filePath":"temp/a.png","fileSize":3}]')[0]).toMatchObject({
      name: 'a.png',
      path: 'temp/a.png',
      size: 3,
    });
  });

  it('is submitted to a form as JSON, and an empty list as nothing', () => {
    expect(formTextOf([{ fileName: 'a', filePath: 'temp/a', fileSize: 1 }])).toBe(
      '[{"fileName":"a","filePath":"temp/a","fileSize":1}]',
    );
    expect(formTextOf([])).toBe('');
  });
});

describe('the upload answer', () => {
  const uploading = item('', 'uploading');

  it('success stores the path given in message', () => {
    expect(itemAfterAnswer(uploading, { success: true, message: 'temp/x_1.png' }, '未知错误')).toMatchObject({
      status: 'done',
      path: 'temp/x_1.png',
    });
  });

  it('reads the path from the configured response field', () => {
    expect(
      itemAfterAnswer(uploading, { success: true, message: 'ok', result: 'temp/y.png' }, '未知错误', 'result'),
    ).toMatchObject({ status: 'done', path: 'temp/y.png' });
  });

  it('success false becomes an error with the server message', () => {
    expect(itemAfterAnswer(uploading, { success: false, message: '不允许的文件类型' }, '未知错误')).toMatchObject({
      status: 'error',
      message: '不允许的文件类型',
    });
  });

  it('success false without a message becomes 未知错误', () => {
    expect(itemAfterAnswer(uploading, { success: false }, '未知错误')).toMatchObject({
      status: 'error',
      message: '未知错误',
    });
  });

  it('a failed request keeps the transport message', () => {
    expect(itemAfterFailure(uploading, 'Network Error', '未知错误')).toMatchObject({
      status: 'error',
      message: 'Network Error',
    });
  });
});

describe('the value is emitted only when every item is done', () => {
  it('is not while one is uploading or failed', () => {
    expect(allDone([item('a'), item('b', 'uploading')])).toBe(false);
    expect(allDone([item('a'), item('b', 'error')])).toBe(false);
    expect(allDone([item('a'), item('b')])).toBe(true);
  });
});

describe('the count limit (number, 0 unlimited)', () => {
  it('keeps the newest files', () => {
    expect(addItems([item('a'), item('b')], [item('c')], 2).map((entry) => entry.path)).toEqual(['b', 'c']);
  });

  it('keeps every file with 0', () => {
    expect(addItems([item('a'), item('b')], [item('c')], 0)).toHaveLength(3);
  });
});

describe('moving images', () => {
  const images = [item('temp/1.png'), item('temp/2.png'), item('temp/3.png')];

  it('moves left and right, and the value keeps relative paths in the new order', () => {
    const moved = moveItem(images, 'temp/2.png', 'left');
    expect('items' in moved && valueFromItems(moved.items, 'url')).toBe('temp/2.png,temp/1.png,temp/3.png');
    const back = moveItem(images, 'temp/2.png', 'right');
    expect('items' in back && valueFromItems(back.items, 'url')).toBe('temp/1.png,temp/3.png,temp/2.png');
  });

  it('the first one cannot move left: 未知的操作', () => {
    expect(moveItem(images, 'temp/1.png', 'left')).toEqual({ warning: 'upload.unknownMove' });
  });

  it('the last one cannot move right: 已到最后~', () => {
    expect(moveItem(images, 'temp/3.png', 'right')).toEqual({ warning: 'upload.atEnd' });
  });
});

describe('file names and types', () => {
  it('a name is truncated to 5 characters then an ellipsis', () => {
    expect(shortFileName('abcdefgh.pdf')).toBe('abcde...');
    expect(shortFileName('a.pdf')).toBe('a.pdf');
    expect(shortFileName('农机作业记录表.xlsx')).toBe('农机作业记...');
  });

  it('an image is a file whose type contains image', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
  });
});
