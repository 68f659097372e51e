import { currentScriptUrl, resolveChunkUrls } from '../../../elements/loader';
import { expect } from '../harness';

declare global {
  interface Window {
    readScriptUrl?: () => string;
    seenScriptUrl?: string;
  }
}

describe('the chunks are found beside farm-elements.js, wherever the page loaded it from', () => {
  it('reads the running classic script from document.currentScript', async () => {
    window.readScriptUrl = () => currentScriptUrl(document);
    const source = URL.createObjectURL(
      new Blob(['window.seenScriptUrl = window.readScriptUrl();'], { type: 'text/javascript' }),
    );
    const script = document.createElement('script');
    script.src = source;
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
    script.remove();
    expect(window.seenScriptUrl).to.equal(source);
  });

  it('falls back to the last farm-elements.js script tag when no script is running', () => {
    const tag = document.createElement('script');
    tag.type = 'text/plain';
    tag.src = 'https://cdn.test/static/elements/farm-elements.js?v=3';
    document.head.append(tag);
    try {
      expect(currentScriptUrl(document)).to.equal(tag.src);
    } finally {
      tag.remove();
    }
  });

  it('resolves chunk paths against the script URL, query string and all', () => {
    const chunks = resolveChunkUrls(
      { 'farm-grid': 'chunks/farm-grid-3f2a.js' },
      'https://cdn.test/static/elements/farm-elements.js?v=3',
    );
    expect(chunks).to.deep.equal({ 'farm-grid': 'https://cdn.test/static/elements/chunks/farm-grid-3f2a.js' });
  });
});
