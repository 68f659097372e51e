// The "use it from your page" section of an element page: the element from a script tag, an npm
// host, React 19 and Vue 3, each snippet generated from the manifest and escaped.
import { classSnippet, npmSnippet, scriptTagSnippet } from './host-snippets-dom.mjs';
import { reactComponentSnippet, reactTagSnippet } from './host-snippets-react.mjs';
import { VUE_CONFIG, vueSnippet } from './host-snippets-vue.mjs';
import { code, codeBlock } from './html.mjs';
import { className } from './element-facts.mjs';
import { HOST_KINDS } from './host-kinds.mjs';

function reactPart(element, react, types) {
  const tag = code(`<${element.tagName}>`);
  const component = react
    ? `<p>${code(react.component)} from ${code('farm-elements/react')} is the component ${tag} renders, as a plain React component
(React 19 is a peer dependency; nothing is registered). Its props are the element's properties; its events are callback props.</p>
${codeBlock(reactComponentSnippet(element, react))}
<p>Or use the custom element itself:</p>`
    : `<p>${code('farm-elements/react')} has no plain component for ${tag}; use the custom element. React 19 sets each prop the
element has as a property (so rich data passes as it is) and listens to ${code('onfarm-*')} props as events.</p>`;
  return `${component}
${codeBlock(reactTagSnippet(element, types))}`;
}

/** `react`: the element's plain React component, if any; `types`: the type names `farm-elements/react` exports. */
export function hostSection(element, { react, types } = {}) {
  const tag = code(`<${element.tagName}>`);
  const [script, npm, reactKind, vue] = HOST_KINDS;
  return `<section id="hosts"><h2>在页面中使用 Use it from your page</h2>
<h3 id="${script.id}">${script.title}</h3>
<p>One classic script for any page: it loads ${tag}'s code when the tag appears. ${code('FarmElements.configure()')}
(or ${code('data-*')} attributes on the script tag) gives every element on the page its API address, token and theme,
before or after they load.</p>
${codeBlock(scriptTagSnippet(element))}
<h3 id="${npm.id}">${npm.title}</h3>
<p>Importing ${code(`farm-elements/${element.tagName}`)} registers the tag and types it in ${code('HTMLElementTagNameMap')},
so ${code('addEventListener')} knows each event's detail. Install ${code('react')} and ${code('react-dom')} beside it: they are
peer dependencies, since the elements render with them (a React host shares its own copy).</p>
${codeBlock(npmSnippet(element))}
<p>To give it your own tag name, take the class from the ${code('/class')} entry, which registers nothing:</p>
${codeBlock(classSnippet(element, className(element)))}
<h3 id="${reactKind.id}">${reactKind.title}</h3>
${reactPart(element, react, types)}
<h3 id="${vue.id}">${vue.title}</h3>
<p>Tell Vue's compiler that ${code('farm-*')} tags are custom elements, once, in the Vue plugin's options:</p>
${codeBlock(VUE_CONFIG)}
<p>${code(':name')} sets the property when the element has one; ${code('.prop')} always sets a property, which rich data
(lists, objects, functions) needs. ${code('@farm-…')} listens to the element's events.</p>
${codeBlock(vueSnippet(element, types))}
</section>`;
}
