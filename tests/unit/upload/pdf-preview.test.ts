import { describe, expect, it } from 'vitest';
import { getHttpConfig } from '../../../elements/core/http';
import { isPdfFile, pdfPreviewUrl } from '../../../elements/upload/model';

const config = { ...getHttpConfig(), basePath: '/jeecg-boot/', staticDomainUrl: null };

describe('the PDF preview of an upload list', () => {
  it('tells a PDF by its stored path, or its name before the path is known', () => {
    expect(isPdfFile({ name: 'x', path: 'temp/abc/Plan.PDF' })).toBe(true);
    expect(isPdfFile({ name: 'plan.pdf', path: '' })).toBe(true);
    expect(isPdfFile({ name: 'plan.pdf', path: 'temp/abc/plan.png' })).toBe(false);
  });

  it('opens the server’s preview page with the stored path as file, and nothing else in the address', () => {
    expect(pdfPreviewUrl('contracts/abc/合同 1.pdf', config)).toBe(
      '/jeecg-boot/sys/common/pdf/pdfPreviewIframe?file=contracts%2Fabc%2F%E5%90%88%E5%90%8C+1.pdf',
    );
    expect(pdfPreviewUrl('/temp/a.pdf', config)).toBe('/jeecg-boot/sys/common/pdf/pdfPreviewIframe?file=temp%2Fa.pdf');
  });

  it('opens a PDF kept at a web address there, and gives nothing for other schemes or non-PDFs', () => {
    expect(pdfPreviewUrl('https://files.example.com/plan.pdf', config)).toBe('https://files.example.com/plan.pdf');
    for (const path of [
      'javascript:alert(1)//a.pdf',
      '//evil.example/a.pdf',
      'temp/a.png',
      '',
      '[{"filePath":"a.pdf"}]',
    ]) {
      expect(pdfPreviewUrl(path, config), path).toBe('');
    }
  });
});
