import { installFarmElements } from '../../../elements/loader';
import { expect, settle, waitFor } from '../harness';
import { addToPage, chunksFor, clearPage, fakeChunks, freshTag, hostWith, recordingConsole } from './page-fixture';

const SCRIPT_URL = 'https://cdn.test/elements/farm-elements.js';

function start(...tags: string[]) {
  const chunks = fakeChunks();
  const console = recordingConsole();
  const host = hostWith(console);
  const api = installFarmElements(host, {
    chunks: chunksFor(...tags),
    importChunk: chunks.importChunk,
    scriptUrl: SCRIPT_URL,
  });
  return { api, host, chunks, console, urlOf: (tag: string) => chunksFor(tag)[tag] };
}

const isDefined = (tag: string) => customElements.get(tag) !== undefined;

afterEach(clearPage);

describe('on start, the autoloader loads the chunk of each farm-* tag already in the page, once', () => {
  it('loads each used tag once however many times it appears, and upgrades the elements', async () => {
    const [grid, cron, unused] = [freshTag('grid'), freshTag('cron'), freshTag('unused')];
    const page = addToPage(`<${grid}></${grid}><p><${grid}></${grid}></p><${cron}></${cron}><div></div>`);
    const { chunks, urlOf } = start(grid, cron, unused);
    await waitFor(() => isDefined(grid) && isDefined(cron), 3000, 'both chunks to run');
    expect([...chunks.imported].sort()).to.deep.equal([urlOf(grid), urlOf(cron)].sort());
    expect([...page.querySelectorAll(grid)].every((element) => element.matches(':defined'))).to.equal(true);
    expect(isDefined(unused)).to.equal(false);
  });

  it('loads nothing when no farm-* tag of the build is on the page', async () => {
    const [grid, stranger] = [freshTag('grid'), freshTag('stranger')];
    addToPage(`<${stranger}></${stranger}><span></span>`);
    const { api, chunks } = start(grid);
    await settle();
    expect(chunks.imported).to.deep.equal([]);
    expect(api.loaded).to.deep.equal([]);
  });
});

describe('tags added to the page later are loaded when they appear', () => {
  it('loads a tag inserted after start', async () => {
    const cron = freshTag('cron');
    const { chunks, urlOf } = start(cron);
    addToPage(`<${cron}></${cron}>`);
    await waitFor(() => isDefined(cron), 3000, 'the added tag to load');
    expect(chunks.imported).to.deep.equal([urlOf(cron)]);
  });

  it('loads a tag nested deep inside an added subtree', async () => {
    const picker = freshTag('picker');
    const { chunks, urlOf } = start(picker);
    const section = document.createElement('section');
    section.innerHTML = `<div><form><label><${picker}></${picker}></label></form></div>`;
    addToPage('').append(section);
    await waitFor(() => isDefined(picker), 3000, 'the nested tag to load');
    expect(chunks.imported).to.deep.equal([urlOf(picker)]);
  });

  it('does not load a chunk again when its tag appears a second time', async () => {
    const upload = freshTag('upload');
    const { chunks, api } = start(upload);
    addToPage(`<${upload}></${upload}>`);
    await waitFor(() => isDefined(upload), 3000, 'the first load');
    addToPage(`<${upload}></${upload}>`);
    await settle();
    expect(chunks.imported).to.have.length(1);
    expect(api.loaded).to.deep.equal([upload]);
  });
});

describe('discover(root) loads the tags of a shadow root and keeps watching it', () => {
  it('finds tags the document observer cannot see, now and later', async () => {
    const [query, bell] = [freshTag('query'), freshTag('bell')];
    const shadowHost = addToPage('<div></div>').firstElementChild as HTMLElement;
    const root = shadowHost.attachShadow({ mode: 'open' });
    root.innerHTML = `<${query}></${query}>`;
    const { api, chunks, urlOf } = start(query, bell);
    await settle();
    expect(chunks.imported, 'the document scan does not enter shadow roots').to.deep.equal([]);

    api.discover(root);
    await waitFor(() => isDefined(query), 3000, 'the shadow root tag to load');
    root.append(document.createElement(bell));
    await waitFor(() => isDefined(bell), 3000, 'a tag added to the shadow root to load');
    expect(chunks.imported).to.deep.equal([urlOf(query), urlOf(bell)]);
  });

  it('does not load twice when the same root is discovered twice', async () => {
    const list = freshTag('list');
    const root = (addToPage('<div></div>').firstElementChild as HTMLElement).attachShadow({ mode: 'open' });
    const { api, chunks } = start(list);
    api.discover(root);
    api.discover(root);
    root.append(document.createElement(list));
    await waitFor(() => isDefined(list), 3000, 'the tag to load');
    await settle();
    expect(chunks.imported).to.have.length(1);
  });
});

describe('a tag that is already defined is not loaded again', () => {
  it('leaves a tag the page defined itself alone', async () => {
    const grid = freshTag('grid');
    customElements.define(grid, class extends HTMLElement {});
    addToPage(`<${grid}></${grid}>`);
    const { api, chunks } = start(grid);
    addToPage(`<${grid}></${grid}>`);
    await settle();
    expect(chunks.imported).to.deep.equal([]);
    expect(api.loaded).to.deep.equal([]);
    expect(await api.whenDefined(grid)).to.equal(customElements.get(grid));
    expect(chunks.imported).to.deep.equal([]);
  });
});

describe('a chunk that fails to load is reported and tried again on the next appearance', () => {
  it('reports the tag on the console and loads it when the tag appears again', async () => {
    const cron = freshTag('cron');
    addToPage(`<${cron}></${cron}>`);
    const chunks = fakeChunks();
    const console = recordingConsole();
    const urls = chunksFor(cron);
    chunks.failNext(urls[cron]);
    const api = installFarmElements(hostWith(console), {
      chunks: urls,
      importChunk: chunks.importChunk,
      scriptUrl: SCRIPT_URL,
    });

    await waitFor(() => console.errors.length === 1, 3000, 'the failure report');
    expect(String(console.errors[0][0])).to.contain(`<${cron}>`);
    expect(console.errors[0][1]).to.be.instanceOf(TypeError);
    expect(isDefined(cron)).to.equal(false);
    expect(api.loaded).to.deep.equal([]);

    addToPage(`<${cron}></${cron}>`);
    await waitFor(() => isDefined(cron), 3000, 'the retry to load');
    expect(chunks.imported).to.deep.equal([urls[cron], urls[cron]]);
    expect(console.errors).to.have.length(1);
  });

  it('reports a chunk that ran without defining its tag', async () => {
    const ghost = freshTag('ghost');
    const console = recordingConsole();
    const api = installFarmElements(hostWith(console), {
      chunks: chunksFor(ghost),
      importChunk: async () => ({}),
      scriptUrl: SCRIPT_URL,
    });
    let rejection: unknown;
    await api.whenDefined(ghost).catch((error: unknown) => (rejection = error));
    expect(rejection).to.be.instanceOf(Error);
    expect(console.errors).to.have.length(1);
    expect(String(console.errors[0][0])).to.contain(`did not define <${ghost}>`);
  });
});

describe('a second copy of farm-elements.js on the page warns instead of failing', () => {
  it('keeps the first copy in charge and says so on the console', async () => {
    const bell = freshTag('bell');
    const { api, host, chunks, console } = start(bell);
    const secondChunks = fakeChunks();
    const secondUrl = 'https://other.test/static/farm-elements.js';
    let second: unknown;
    expect(() => {
      second = installFarmElements(host, {
        chunks: chunksFor(bell),
        importChunk: secondChunks.importChunk,
        scriptUrl: secondUrl,
      });
    }).not.to.throw();
    expect(second).to.equal(api);
    expect(host.FarmElements).to.equal(api);
    expect(console.warnings).to.have.length(1);
    expect(String(console.warnings[0][0])).to.contain(secondUrl);

    addToPage(`<${bell}></${bell}>`);
    await waitFor(() => isDefined(bell), 3000, 'the first copy to load the tag');
    expect(chunks.imported).to.have.length(1);
    expect(secondChunks.imported).to.deep.equal([]);
  });
});

describe('FarmElements.whenDefined(tag) loads the element on request', () => {
  it('loads the chunk of a tag not on the page and resolves with its class', async () => {
    const grid = freshTag('grid');
    const { api, chunks, urlOf } = start(grid);
    const elementClass = await api.whenDefined(grid);
    expect(elementClass).to.equal(customElements.get(grid));
    expect(chunks.imported).to.deep.equal([urlOf(grid)]);
    expect(api.loaded).to.deep.equal([grid]);
  });

  it('rejects for a tag this build does not carry', async () => {
    const { api } = start(freshTag('grid'));
    const missing = freshTag('missing');
    let rejection: unknown;
    await api.whenDefined(missing).catch((error: unknown) => (rejection = error));
    expect(String(rejection)).to.contain(`<${missing}>`);
  });

  it('rejects when the chunk fails to load', async () => {
    const cron = freshTag('cron');
    const chunks = fakeChunks();
    const urls = chunksFor(cron);
    chunks.failNext(urls[cron]);
    const api = installFarmElements(hostWith(recordingConsole()), {
      chunks: urls,
      importChunk: chunks.importChunk,
      scriptUrl: SCRIPT_URL,
    });
    let rejection: unknown;
    await api.whenDefined(cron).catch((error: unknown) => (rejection = error));
    expect(rejection).to.be.instanceOf(TypeError);
    expect(await api.whenDefined(cron)).to.equal(customElements.get(cron));
  });
});

describe('FarmElements lists what it can load and what it has loaded', () => {
  it('names the build tags and the loaded ones in load order', async () => {
    const [first, second, third] = [freshTag('first'), freshTag('second'), freshTag('third')];
    const { api } = start(first, second, third);
    expect(api.tags).to.deep.equal([first, second, third]);
    await api.whenDefined(second);
    await api.whenDefined(first);
    expect(api.loaded).to.deep.equal([second, first]);
  });
});
