import manifestJson from '../../../custom-elements.json';
import type { FarmElementConstructor } from '../../../elements/core/element';
import { expect, settle } from '../harness';
import './all-elements';

// custom-elements.json is generated from the sources; this holds it to the elements as the browser
// runs them: the attributes they observe, the members on their prototypes, the events they
// dispatch, their form association and the --farm-* properties their styles read.

interface Declaration {
  tagName: string;
  customElement?: boolean;
  formAssociated?: boolean;
  attributes?: { name: string }[];
  members?: { kind: string; name: string; static?: boolean }[];
  events?: { name: string }[];
  cssProperties?: { name: string }[];
}
const manifest = manifestJson as unknown as { modules: { declarations: Declaration[] }[] };
const declarations = manifest.modules
  .flatMap((module) => module.declarations)
  .filter((declaration) => declaration.customElement);

/** The custom element reactions the browser calls: not API a host uses. */
const REACTIONS = new Set([
  'constructor',
  'connectedCallback',
  'disconnectedCallback',
  'connectedMoveCallback',
  'attributeChangedCallback',
  'formResetCallback',
  'formDisabledCallback',
  'formStateRestoreCallback',
]);

const sorted = (names: Iterable<string>) => [...names].sort();
const classOf = (tag: string) => customElements.get(tag) as unknown as FarmElementConstructor;

/** Every `var(--farm-*)` the element's shadow root styles read: its adopted sheets and Emotion's style tags. */
function farmPropertiesRead(element: HTMLElement): Set<string> {
  const root = element.shadowRoot as ShadowRoot;
  const texts = [
    ...root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
    ...[...root.querySelectorAll('style')].map((style) => style.textContent ?? ''),
  ];
  return new Set(texts.flatMap((text) => [...text.matchAll(/var\(\s*(--farm-[\w-]+)/g)].map((match) => match[1])));
}

describe('custom-elements.json describes every element as the browser runs it', () => {
  it('lists only elements the package registers', () => {
    expect(declarations.length).to.be.greaterThan(0);
    expect(
      declarations.filter((declaration) => !customElements.get(declaration.tagName)).map((d) => d.tagName),
    ).to.deep.equal([]);
  });

  for (const declared of declarations) {
    describe(`<${declared.tagName}>`, () => {
      const members = (declared.members ?? []).filter((member) => !member.static);

      it('observes exactly the attributes it lists', () => {
        expect(sorted(classOf(declared.tagName).observedAttributes)).to.deep.equal(
          sorted((declared.attributes ?? []).map((a) => a.name)),
        );
      });

      it('has every member it lists (methods as functions), and lists every member it has', () => {
        const prototype = classOf(declared.tagName).prototype as unknown as Record<string, unknown>;
        for (const member of members) {
          expect(member.name in prototype, `${member.name} on the prototype`).to.equal(true);
          if (member.kind === 'method') expect(typeof prototype[member.name], member.name).to.equal('function');
        }
        const own = Object.getOwnPropertyNames(prototype).filter((name) => !REACTIONS.has(name));
        expect(sorted(own)).to.deep.equal(sorted(members.map((member) => member.name)));
      });

      it('dispatches exactly the events it lists', () => {
        expect(sorted(classOf(declared.tagName).eventTypes)).to.deep.equal(
          sorted((declared.events ?? []).map((event) => event.name)),
        );
      });

      it('is form-associated exactly when it says so', () => {
        expect(classOf(declared.tagName).formAssociated).to.equal(Boolean(declared.formAssociated));
      });

      it('reads no --farm-* custom property it does not list', async () => {
        const element = document.body.appendChild(document.createElement(declared.tagName));
        try {
          await settle();
          await settle();
          const listed = new Set((declared.cssProperties ?? []).map((property) => property.name));
          const read = farmPropertiesRead(element);
          expect(read.size, 'the host reset reads the theme').to.be.greaterThan(0);
          expect(sorted(read).filter((name) => !listed.has(name))).to.deep.equal([]);
        } finally {
          element.remove();
        }
      });
    });
  }
});
