import { PAGE_FILES_BLOCK_ID, prefetchPageFiles } from '../../../console/pages/page-files';
import { expect } from '../harness';

// The module remembers that it has prefetched, so the steps run in this order, in one page.
const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

function nameFiles(text: string): void {
  document.getElementById(PAGE_FILES_BLOCK_ID)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_FILES_BLOCK_ID;
  block.textContent = text;
  document.body.append(block);
}

describe("the menus' page files prefetched once a page is up", () => {
  it('leaves the fetching to the caller when the page names no files (the development server)', () => {
    expect(prefetchPageFiles()).to.equal(false);
    nameFiles('not a list');
    expect(prefetchPageFiles()).to.equal(false);
    nameFiles('{"files": []}');
    expect(prefetchPageFiles()).to.equal(false);
    expect(prefetchLinks()).to.have.length(0);
  });

  it('has the browser prefetch each named file, once', () => {
    nameFiles('["/assets/system-a1.js", "/assets/farm-b2.js", 7]');
    expect(prefetchPageFiles()).to.equal(true);
    expect(prefetchLinks().map((link) => link.getAttribute('href'))).to.deep.equal([
      '/assets/system-a1.js',
      '/assets/farm-b2.js',
    ]);
    expect(prefetchPageFiles()).to.equal(true);
    expect(prefetchLinks()).to.have.length(2);
  });
});
