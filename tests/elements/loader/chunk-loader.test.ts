import { createChunkLoader, type ChunkFailure } from '../../../elements/loader';
import { expect } from '../harness';

describe('requests for a tag whose chunk is on its way share that one load', () => {
  it('imports once for several requests made before the chunk arrives', async () => {
    const imported: string[] = [];
    let finish: () => void = () => undefined;
    const defined = new Set<string>();
    const loader = createChunkLoader({
      chunks: { 'farm-grid': '/chunks/farm-grid.js' },
      importChunk: (url) => {
        imported.push(url);
        return new Promise<void>((resolve) => (finish = resolve));
      },
      isDefined: (tag) => defined.has(tag),
      reportFailure: () => undefined,
    });
    const requests = [loader.request('farm-grid'), loader.request('farm-grid'), loader.request('farm-grid')];
    defined.add('farm-grid');
    finish();
    await Promise.all(requests);
    expect(imported).to.deep.equal(['/chunks/farm-grid.js']);
    expect(loader.loadedTags()).to.deep.equal(['farm-grid']);
  });
});

describe('a failed load is reported with its tag, URL and cause', () => {
  it('reports import-failed and lets the next request try again', async () => {
    const failures: ChunkFailure[] = [];
    let attempts = 0;
    const defined = new Set<string>();
    const loader = createChunkLoader({
      chunks: { 'farm-cron': '/chunks/farm-cron.js' },
      importChunk: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('network down');
        defined.add('farm-cron');
      },
      isDefined: (tag) => defined.has(tag),
      reportFailure: (failure) => failures.push(failure),
    });
    let rejection: unknown;
    await loader.request('farm-cron').catch((error: unknown) => (rejection = error));
    expect(rejection).to.be.instanceOf(TypeError);
    expect(failures).to.have.length(1);
    expect(failures[0]).to.include({ tag: 'farm-cron', url: '/chunks/farm-cron.js', reason: 'import-failed' });
    await loader.request('farm-cron');
    expect(attempts).to.equal(2);
    expect(loader.loadedTags()).to.deep.equal(['farm-cron']);
  });
});
