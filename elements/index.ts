// The script-tag build's entry (dist/elements/farm-elements.js), a classic script: it installs
// `window.FarmElements` and loads each element's chunk only when its tag appears on the page.
import { settingsFromDataset } from './core/embedding/host-settings';
import { currentScriptElement, currentScriptUrl, installFarmElements, resolveChunkUrls } from './loader';

/** Written in by scripts/build.mjs: tag -> chunk path relative to this script. */
declare const __FARM_ELEMENT_CHUNKS__: Record<string, string>;
/** Written in likewise: call (`export`) -> path of the chunk that serves it. */
declare const __FARM_CALL_CHUNKS__: Record<string, string>;

const scriptUrl = currentScriptUrl(document);
const script = currentScriptElement(document);

installFarmElements(window, {
  chunks: resolveChunkUrls(__FARM_ELEMENT_CHUNKS__, scriptUrl),
  callChunks: resolveChunkUrls(__FARM_CALL_CHUNKS__, scriptUrl),
  // Dynamic import() works from a classic script; the chunks are ES modules.
  importChunk: (url) => import(/* @vite-ignore */ url),
  scriptUrl,
  initialSettings: script ? settingsFromDataset(script.dataset, (message) => console.warn(message)) : {},
});
