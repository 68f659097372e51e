import { describe, expect, it } from 'vitest';
import { fileNameOf, firstPath, shortFileName } from '../../../elements/grid/model/file-name';
import { splitTags } from '../../../elements/grid/model/tags-text';

describe('tags cell: a separator after every 2 characters', () => {
  it('splits typed text into pairs', () => {
    expect(splitTags('abcde')).toBe('ab,cd,e');
  });

  it('keeps pairs aligned when text is typed into the middle', () => {
    expect(splitTags('ab,Xcd')).toBe('ab,Xc,d');
  });

  it('leaves empty text empty', () => {
    expect(splitTags('')).toBe('');
  });
});

describe('file and image cells', () => {
  it('cut a file name to 5 characters, then an ellipsis', () => {
    expect(shortFileName('planting.pdf')).toBe('plant...');
    expect(shortFileName('a.pdf')).toBe('a.pdf');
  });

  it('name a stored file by the last part of its path', () => {
    expect(fileNameOf('temp/2024/plan_17.pdf')).toBe('plan_17.pdf');
  });

  it('show the first path of a comma-separated list', () => {
    expect(firstPath('a.png,b.png')).toBe('a.png');
    expect(firstPath(['x.png', 'y.png'])).toBe('x.png');
    expect(firstPath(null)).toBe('');
  });
});
