// The theming page: how a host sets the theme, a live dark example, a `::part` example, the parts
// and properties each element documents, and every `--farm-*` token with its light and dark value.
import { code, codeBlock, escapeHtml, nav, page } from './html.mjs';
import { elementTable, tokenTable } from './theming-tables.mjs';

const SETTING_SNIPPETS = {
  script: `<script src="/elements/farm-elements.js" data-theme-mode="dark" data-primary-color="#1890ff"></script>
<script>
  FarmElements.configure({ theme: { mode: 'dark', primaryColor: '#1890ff' } });
</script>`,
  npm: `import { configureFarmElements } from 'farm-elements/react';

configureFarmElements({ theme: { mode: 'dark', primaryColor: '#1890ff' } });`,
  css: `.sidebar {
  --farm-color-primary: #722ed1;
  --farm-radius: 0;
}`,
  contrast: `<script src="/elements/farm-elements.js" data-accessible-contrast></script>
<script>
  FarmElements.configure({ accessibleContrast: true });   // or false: the spec's colours again
</script>`,
};

/** A `<style>` body can hold anything but its own end tag; the theme's values never do, this makes sure. */
const styleText = (css) => css.replace(/<\/style/gi, '<\\/style');

/** `theme`: the theme module (theme-tokens.mjs); `examples`: docs/theming/dark.html and parts.html. */
export function themingPage({ theme, tokenRows, elements, examples }) {
  const darkCss = theme.themeCss({ mode: 'dark' }, '.theme-dark');
  const body = `${nav(escapeHtml('主题 Theming'), { theming: false })}
<main>
<h1>主题 Theming</h1>
<p>Elements are themed only through ${code('--farm-*')} CSS custom properties, and one piece at a time through ${code('::part')}.
Inside, every element reads ${code('var(--farm-…, light default)')}: with nothing set it looks like the light column below, and it
follows the properties set on it or on any ancestor. The primary's five shades are computed from ${code('theme.primaryColor')}
(default ${code(theme.DEFAULT_PRIMARY_COLOR)}).</p>
<section id="setting"><h2>设置主题 Setting the theme</h2>
<p>For the whole page: the script tag's ${code('data-theme-mode')} and ${code('data-primary-color')}, or ${code('FarmElements.configure({ theme })')}
at any time. Every token is then set on the document's root element:</p>
${codeBlock(SETTING_SNIPPETS.script)}
<p>npm hosts pass the same settings to ${code('configureFarmElements()')}:</p>
${codeBlock(SETTING_SNIPPETS.npm)}
<p>For one part of the page, set tokens in your own CSS; elements inside follow them:</p>
${codeBlock(SETTING_SNIPPETS.css)}
<p class="theme-switch">Try it on this page: <button type="button" data-theme-mode="light">浅色 Light</button>
<button type="button" data-theme-mode="dark">深色 Dark</button> (calls ${code('FarmElements.configure({ theme: { mode } })')}).</p>
</section>
<section id="contrast"><h2>无障碍对比度 Accessible contrast</h2>
<p>The spec's colours fall short of WCAG AA: the primary ${code(theme.DEFAULT_PRIMARY_COLOR)} under white text is 2.04:1, and the
danger red and the grey secondary, placeholder and disabled texts are below 4.5:1 too. The ${code('accessibleContrast')} switch
(off by default) shifts them, hue kept, until text reaches 4.5:1 on the theme's backgrounds: darker in light mode; in dark mode
lighter, with black text on filled colours. It applies to whichever primary and mode the theme has, in every element, and is
given like the theme: the script tag's ${code('data-accessible-contrast')}, ${code('FarmElements.configure({ accessibleContrast })')}
or ${code('configureFarmElements({ accessibleContrast })')}.</p>
${codeBlock(SETTING_SNIPPETS.contrast)}
</section>
<section id="dark"><h2>暗色示例 Dark example</h2>
<p>The container carries the dark tokens, as ${code("themeCss({ mode: 'dark' }, '.theme-dark')")} writes them, and
${code('color-scheme: dark')}, so the browser's own parts (checkboxes, scrollbars) turn dark too:</p>
<div class="example">
${examples.dark}
</div>
<pre class="source"><code>${escapeHtml(examples.dark.trim())}</code></pre>
<details><summary>${code('.theme-dark')} CSS</summary>${codeBlock(darkCss)}</details>
</section>
<section id="parts"><h2>::part 示例 Styling a part</h2>
<p>A part is one named piece inside an element's shadow root; rules from the page win over the element's own.</p>
<div class="example">
${examples.parts}
</div>
<pre class="source"><code>${escapeHtml(examples.parts.trim())}</code></pre>
</section>
${elementTable(elements)}
${tokenTable(tokenRows)}
</main>`;
  return page({
    title: '主题 Theming',
    body,
    scriptBase: '../elements/',
    head: `<style>\n${styleText(darkCss)}</style>\n`,
  });
}
