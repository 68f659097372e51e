// One element's page: what it is, a live example with its source, how each kind of host uses it,
// and every part of its API from custom-elements.json.
import {
  attributesTable,
  cssPropertiesTable,
  eventsTable,
  methodsTable,
  partsTable,
  propertiesTable,
  slotsTable,
} from './api-tables.mjs';
import { HOST_KINDS } from './host-kinds.mjs';
import { hostSection } from './host-section.mjs';
import { code, describe, escapeHtml, nav, page } from './html.mjs';

export { elementDeclarations } from './element-facts.mjs';
export { indexPage } from './index-page.mjs';

const API_TABLES = [
  ['attributes', 'Attributes', attributesTable],
  ['properties', 'Properties', propertiesTable],
  ['methods', 'Methods', methodsTable],
  ['events', 'Events', eventsTable],
  ['slots', 'Slots', slotsTable],
  ['css-parts', 'CSS parts', partsTable],
  ['css-properties', 'CSS custom properties', cssPropertiesTable],
];

/** The page's contents: the example, the four hosts, and the tables this element has rows for. */
function contents(tables) {
  const links = [
    ['example', 'Example'],
    ...HOST_KINDS.map(({ id, title }) => [id, title]),
    ...tables.map(([id, label]) => [id, label]),
  ];
  return `<ul class="toc">${links.map(([id, label]) => `<li><a href="#${id}">${escapeHtml(label)}</a></li>`).join('')}</ul>`;
}

/** `react`: the element's plain React component, when it has one; `types`: the types `farm-elements/react` exports (react-components.mjs). */
export function elementPage(element, example, { react, types } = {}) {
  const tag = `<${element.tagName}>`;
  const tables = API_TABLES.map(([id, label, render]) => [id, label, render(element)]).filter(([, , html]) => html);
  const events = (element.events ?? []).map((event) => event.name);
  const styling =
    (element.cssParts ?? []).length + (element.cssProperties ?? []).length > 0
      ? `<p>颜色、字体与间距见 <a href="theming.html">主题 Theming</a>: every ${code('--farm-*')} token, light and dark.</p>`
      : '';
  const body = `${nav(code(tag))}
<main>
<h1>${code(tag)}</h1>
${element.summary ? `<p class="summary">${escapeHtml(element.summary)}</p>` : ''}
${describe(element.description)}
${contents(tables)}
<section id="example"><h2>示例 Example</h2>
<div class="example" data-events="${escapeHtml(JSON.stringify(events))}">
${example}
</div>
<pre class="source"><code>${escapeHtml(example.trim())}</code></pre>
<h3>事件记录 Events</h3>
<pre class="event-log" aria-live="polite"></pre>
</section>
${hostSection(element, { react, types })}
${tables.map(([, , html]) => html).join('\n')}
${styling}
</main>`;
  return page({ title: tag, body, scriptBase: '../elements/' });
}
