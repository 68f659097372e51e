// The docs' index: the four kinds of host in brief, a table linking each element's section for
// each of them, and the list of elements.
import { HOST_KINDS } from './host-kinds.mjs';
import { code, codeBlock, escapeHtml, nav, page } from './html.mjs';

function hostRow(element, reactComponents) {
  const file = escapeHtml(`${element.tagName}.html`);
  const react = reactComponents.get(element.tagName);
  const links = {
    'host-script': 'script tag',
    'host-npm': `farm-elements/${element.tagName}`,
    'host-react': react ? `${react.component} or JSX tag` : 'JSX tag',
    'host-vue': 'template',
  };
  // The name keeps the visible text and adds the element, for a list of links read out of the table.
  const cells = HOST_KINDS.map(
    ({ id }) =>
      `<td><a href="${file}#${id}" aria-label="${escapeHtml(`${links[id]} (${element.tagName})`)}">${escapeHtml(links[id])}</a></td>`,
  );
  return `<tr><th scope="row">${code(element.tagName)}</th>${cells.join('')}</tr>`;
}

export function indexPage(elements, { reactComponents = new Map() } = {}) {
  const items = elements
    .map(
      (element) =>
        `<li><a href="${escapeHtml(element.tagName)}.html">${code(`<${element.tagName}>`)}</a> ${escapeHtml(element.summary ?? '')}</li>`,
    )
    .join('\n');
  const kinds = HOST_KINDS.map(
    ({ title, summary, snippet }) =>
      `<h3>${escapeHtml(title)}</h3>\n<p>${escapeHtml(summary)}</p>\n${codeBlock(snippet)}`,
  );
  const head = HOST_KINDS.map(({ title }) => `<th scope="col">${escapeHtml(title)}</th>`).join('');
  const body = `${nav()}
<main>
<h1>farm-elements</h1>
<p>把一个 <code>&lt;script&gt;</code> 标签加到任何页面，即可使用下列组件；也可以从 npm 引入到 React、Vue 或任何打包的应用。
Add one script tag to any page, or import the elements from npm into React, Vue or any bundled app.</p>
<p>所有组件一览：<a href="../demo/gallery.html">gallery</a>. 颜色与暗色模式：<a href="theming.html">主题 Theming</a>.</p>
<section id="using"><h2>使用方式 Using the elements</h2>
${kinds.join('\n')}
<p>Each element's page has these four snippets written for it; the table links them.</p>
<table class="hosts">
<thead><tr><th scope="col">Element</th>${head}</tr></thead>
<tbody>
${elements.map((element) => hostRow(element, reactComponents)).join('\n')}
</tbody>
</table>
</section>
<section><h2>组件 Elements</h2>
<ul class="elements">
${items}
</ul>
</section>
</main>`;
  return page({ title: 'Elements', body, scriptBase: '../elements/' });
}
