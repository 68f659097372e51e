import { describe, expect, it } from 'vitest';
import { imageMarkdown, insertBlock, isImageAddress } from '../../../elements/markdown/model/markdown-image';

describe('markdown image insertion', () => {
  it('writes the remark as alt text and escapes what would break the syntax', () => {
    expect(imageMarkdown('https://a.example/x.png', '示意图')).toBe('![示意图](https://a.example/x.png)');
    expect(imageMarkdown(' /files/a b(1).png ', 'a [b]\nc')).toBe('![a \\[b\\] c](/files/a%20b%281%29.png)');
  });

  it('accepts http(s) and site paths only', () => {
    expect(isImageAddress('https://a.example/x.png')).toBe(true);
    expect(isImageAddress('http://a.example')).toBe(true);
    expect(isImageAddress('/sys/common/static/x.png')).toBe(true);
    expect(isImageAddress('//evil.example/x.png')).toBe(false);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
    expect(isImageAddress('x.png')).toBe(false);
    expect(isImageAddress('https://')).toBe(false);
  });

  it('puts the image on a line of its own in place of the selection', () => {
    expect(insertBlock('', 0, 0, '![a](/x)')).toEqual({ text: '![a](/x)', caret: 8 });
    expect(insertBlock('ab', 1, 1, 'I')).toEqual({ text: 'a\nI\nb', caret: 3 });
    expect(insertBlock('a\nb', 2, 3, 'I')).toEqual({ text: 'a\nI', caret: 3 });
  });
});
