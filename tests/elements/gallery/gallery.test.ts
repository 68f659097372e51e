// The gallery's content (every element of the package with its documented example, on one page,
// as demo/gallery.html lays it out) checked by axe in both colour modes with the accessibleContrast
// switch on. The served page itself is checked end to end in tests/e2e/gallery-a11y.e2e.ts.
import '../manifest/all-elements';
import { configureFarmElements } from '../../../elements/core/embedding';
import { axeFindings } from '../a11y';
import { expect, setViewport, waitFor } from '../harness';

interface ManifestDeclaration {
  tagName?: string;
  customElement?: boolean;
}

async function documentedTags(): Promise<string[]> {
  const manifest = (await (await fetch('/custom-elements.json')).json()) as {
    modules: { declarations?: ManifestDeclaration[] }[];
  };
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .map((declaration) => declaration.tagName!)
    .sort();
}

/** Every element's example in its own section, in a page that follows the theme's colours. */
async function galleryPage(): Promise<HTMLElement> {
  const page = document.createElement('main');
  page.style.cssText =
    'background: var(--farm-color-bg, #fff); color: var(--farm-color-text, rgba(0, 0, 0, 0.85)); padding: 16px;';
  for (const tag of await documentedTags()) {
    const section = document.createElement('section');
    section.setAttribute('aria-labelledby', `${tag}-heading`);
    const heading = document.createElement('h2');
    heading.id = `${tag}-heading`;
    heading.textContent = `<${tag}>`;
    section.append(heading);
    section.insertAdjacentHTML('beforeend', await (await fetch(`/docs/examples/${tag}.html`)).text());
    page.append(section);
  }
  document.body.append(page);
  return page;
}

const tagsIn = (page: HTMLElement) => [
  ...new Set(
    Array.from(page.querySelectorAll('*'), (node) => node.localName).filter((name) => name.startsWith('farm-')),
  ),
];

describe('the gallery: every element on one page', () => {
  let page: HTMLElement;

  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    page = await galleryPage();
    await waitFor(
      () => tagsIn(page).every((tag) => customElements.get(tag) !== undefined),
      5000,
      'every element defined',
    );
    // Each element's own first render (its shadow root's content), the dialogs' closed state aside.
    await waitFor(
      () =>
        Array.from(page.querySelectorAll<HTMLElement>(tagsIn(page).join(','))).every(
          (element) => element.shadowRoot !== null,
        ),
      5000,
      'every element rendered',
    );
  });

  after(() => {
    page.remove();
    configureFarmElements({ theme: { mode: 'light' }, accessibleContrast: false });
  });

  it('shows an example of every element of the package', async () => {
    expect(tagsIn(page)).to.have.members(await documentedTags());
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no serious or critical axe finding in the ${mode} colours, colour contrast included`, async () => {
      configureFarmElements({ theme: { mode }, accessibleContrast: true });
      expect(await axeFindings(page, { contrast: true })).to.deep.equal([]);
    });
  }
});
