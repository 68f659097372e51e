import { describe, escapeHtml, page, table } from './html.mjs';

const code = (text) => `<code>${escapeHtml(text)}</code>`;

/** The custom-element declarations of a manifest, sorted by tag. */
export function elementDeclarations(manifest) {
  return (manifest.modules ?? [])
    .flatMap((module) => (module.declarations ?? []).map((declaration) => ({ ...declaration, module: module.path })))
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

function attributeRows(element) {
  return (element.attributes ?? []).map((attribute) => [
    code(attribute.name),
    code(attribute.type?.text ?? ''),
    attribute.default ? code(attribute.default) : '',
    describe(attribute.description),
  ]);
}

/** Properties that are not just an attribute's mirror: methods and property-only fields. */
function propertyRows(element) {
  return (element.members ?? [])
    .filter((member) => member.privacy !== 'private' && !member.attribute)
    .map((member) => [code(member.name), member.kind === 'method' ? 'method' : code(member.type?.text ?? ''), describe(member.description)]);
}

function eventRows(element) {
  return (element.events ?? []).map((event) => [code(event.name), code(event.type?.text ?? 'Event'), describe(event.description)]);
}

/** One element's page: what it is, a live example with its source, and every part of its API. */
export function elementPage(element, example) {
  const events = (element.events ?? []).map((event) => event.name);
  const body = `<nav><a href="index.html">farm-elements</a> / ${code(`<${element.tagName}>`)}</nav>
<main>
<h1>${code(`<${element.tagName}>`)}</h1>
${element.summary ? `<p class="summary">${escapeHtml(element.summary)}</p>` : ''}
${describe(element.description)}
<section><h2>示例 Example</h2>
<div class="example" data-events="${escapeHtml(JSON.stringify(events))}">
${example}
</div>
<pre class="source"><code>${escapeHtml(example.trim())}</code></pre>
<h3>事件记录 Events</h3>
<pre class="event-log" aria-live="polite"></pre>
</section>
${table('属性 Attributes', ['Name', 'Type', 'Default', 'Description'], attributeRows(element))}
${table('属性与方法 Properties and methods', ['Name', 'Type', 'Description'], propertyRows(element))}
${table('事件 Events', ['Name', 'Type', 'Description'], eventRows(element))}
${table('CSS parts', ['Part', 'Description'], (element.cssParts ?? []).map((part) => [code(`::part(${part.name})`), describe(part.description)]))}
${table('CSS custom properties', ['Property', 'Description'], (element.cssProperties ?? []).map((property) => [code(property.name), describe(property.description)]))}
</main>`;
  return page({ title: `<${element.tagName}>`, body, scriptBase: '../elements/' });
}

export function indexPage(elements) {
  const items = elements
    .map((element) => `<li><a href="${element.tagName}.html">${code(`<${element.tagName}>`)}</a> ${escapeHtml(element.summary ?? '')}</li>`)
    .join('\n');
  const body = `<main>
<h1>farm-elements</h1>
<p>把一个 <code>&lt;script&gt;</code> 标签加到任何页面，即可使用下列组件。Add one script tag to any page and use these elements:</p>
<pre><code>${escapeHtml('<script src="/elements/farm-elements.js" data-api-base="/farm-machine"></script>')}</code></pre>
<p>所有组件一览：<a href="../demo/gallery.html">gallery</a>.</p>
<ul class="elements">
${items}
</ul>
</main>`;
  return page({ title: 'Elements', body, scriptBase: '../elements/' });
}
