import { describe, expect, it } from 'vitest';
import { getFileAccessHttpUrl, getHttpConfig, type HttpRuntimeConfig } from '../../../../elements/core/http';

const config = (patch: Partial<HttpRuntimeConfig> = {}) => ({ ...getHttpConfig(), ...patch });

describe('stored file paths become full URLs under the static prefix', () => {
  it('puts a relative path under <base>/sys/common/static by default', () => {
    expect(getFileAccessHttpUrl('temp/a_1.png', config())).toBe('/farm-machine/sys/common/static/temp/a_1.png');
    expect(getFileAccessHttpUrl('/temp/a_1.png', config())).toBe('/farm-machine/sys/common/static/temp/a_1.png');
  });

  it('uses a configured static domain', () => {
    const cdn = config({ staticDomainUrl: 'https://files.example.com/static/' });
    expect(getFileAccessHttpUrl('temp/a.png', cdn)).toBe('https://files.example.com/static/temp/a.png');
  });

  it('lets http and https URLs pass through', () => {
    expect(getFileAccessHttpUrl('https://x.example.com/a.png', config())).toBe('https://x.example.com/a.png');
    expect(getFileAccessHttpUrl('HTTP://x.example.com/a.png', config())).toBe('HTTP://x.example.com/a.png');
  });

  it('lets no other scheme through, however it is disguised', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example.com/a',
      'vbscript:x',
    ]) {
      expect(getFileAccessHttpUrl(value, config())).toBe('');
    }
  });

  it('gives an empty string for nothing and for a JSON list', () => {
    expect(getFileAccessHttpUrl('', config())).toBe('');
    expect(getFileAccessHttpUrl(null, config())).toBe('');
    expect(getFileAccessHttpUrl('[{"filePath":"a"}]', config())).toBe('');
  });
});
