import { saveBlobAsFile } from '../../../../elements/core/http';
import { expect } from '../../harness';

describe('a downloaded blob is handed to the browser as a named file', () => {
  it('clicks a temporary download link carrying the file name and the blob, then removes it', async () => {
    let clicked: { download: string; text: string; attached: boolean } | null = null;
    const captured: Promise<void>[] = [];
    const onClick = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      event.preventDefault();
      captured.push(
        fetch(link.href)
          .then((response) => response.text())
          .then((text) => {
            clicked = { download: link.download, text, attached: link.isConnected };
          }),
      );
    };
    document.addEventListener('click', onClick, true);
    try {
      saveBlobAsFile(new Blob(['订单数据'], { type: 'text/plain' }), '订单.xlsx');
    } finally {
      document.removeEventListener('click', onClick, true);
    }
    expect(document.querySelectorAll('a[download]')).to.have.length(0);
    await Promise.allSettled(captured);
    expect(clicked).to.deep.equal({ download: '订单.xlsx', text: '订单数据', attached: false });
  });
});
