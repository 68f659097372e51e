import type { FarmHostSettings } from '../core/embedding/host-settings';
import { publishPageSettings, readPageSettings, type SettingsPage } from '../core/embedding/page-settings';
import { createChunkLoader, type ChunkRegistry } from './chunk-loader';
import { chunkFailureMessage, secondCopyMessage } from './diagnostics';
import { undefinedFarmTagsIn, watchForFarmTags } from './discovery';

/** `window.FarmElements`: what a host page can ask of the script-tag build. */
export interface FarmElementsApi {
  /** Loads the elements used under `root` (e.g. a shadow root) and keeps watching it for more. */
  discover(root: Node): void;
  /** Loads the tag's chunk if needed; resolves with its class once defined, rejects if loading fails. */
  whenDefined(tag: string): Promise<CustomElementConstructor>;
  /** Tags whose chunk has been loaded so far. */
  readonly loaded: readonly string[];
  /** Tags this build can load. */
  readonly tags: readonly string[];
  /**
   * Settings for every widget on the page (API base, token provider, tenant, locale, theme); a call
   * changes only the members it names and reaches elements already on the page.
   */
  configure(settings: FarmHostSettings): void;
  /** What configure() and the script tag's `data-*` attributes have set so far. */
  readonly settings: FarmHostSettings;
}

declare global {
  interface Window {
    FarmElements?: FarmElementsApi;
  }
}

/** The parts of `window` the autoloader uses, so tests can hand in their own console. */
export interface LoaderHost {
  document: Document;
  customElements: CustomElementRegistry;
  console: Pick<Console, 'error' | 'warn'>;
  FarmElements?: FarmElementsApi;
}

export interface AutoloaderOptions {
  /** Tag -> absolute chunk URL. */
  chunks: ChunkRegistry;
  importChunk(url: string): Promise<unknown>;
  /** Where this copy of farm-elements.js came from, named when a second copy is ignored. */
  scriptUrl: string;
  /** Settings read from the script tag's `data-*` attributes. */
  initialSettings?: FarmHostSettings;
  /** Where settings are kept for the elements to read; the page's `window` unless a test gives its own. */
  settingsPage?: SettingsPage;
}

// Failures were already reported to the console by the chunk loader.
const alreadyReported = () => undefined;

export function createFarmElementsApi(host: LoaderHost, options: AutoloaderOptions): FarmElementsApi {
  const { customElements } = host;
  const loader = createChunkLoader({
    chunks: options.chunks,
    importChunk: options.importChunk,
    isDefined: (tag) => customElements.get(tag) !== undefined,
    reportFailure: (failure) => host.console.error(chunkFailureMessage(failure), failure.error),
  });
  const watchedRoots = new WeakSet<Node>();
  if (options.initialSettings && Object.keys(options.initialSettings).length > 0) publishPageSettings(options.initialSettings, options.settingsPage);

  function load(tags: Iterable<string>): void {
    for (const tag of tags) if (loader.knows(tag)) loader.request(tag).catch(alreadyReported);
  }

  return {
    discover(root) {
      load(undefinedFarmTagsIn(root));
      if (watchedRoots.has(root)) return;
      watchedRoots.add(root);
      watchForFarmTags(root, load);
    },
    async whenDefined(tag) {
      if (customElements.get(tag) === undefined) await loader.request(tag);
      return customElements.whenDefined(tag);
    },
    get loaded() {
      return loader.loadedTags();
    },
    tags: loader.tags,
    configure(patch) {
      publishPageSettings(patch, options.settingsPage);
    },
    get settings() {
      return readPageSettings(options.settingsPage);
    },
  };
}

/**
 * Starts the autoloader on the page: loads what the document uses now and watches it for more.
 * A second copy of the script on the same page warns and hands back the first copy's API.
 */
export function installFarmElements(host: LoaderHost, options: AutoloaderOptions): FarmElementsApi {
  const existing = host.FarmElements;
  if (existing && typeof existing.discover === 'function') {
    host.console.warn(secondCopyMessage(options.scriptUrl));
    return existing;
  }
  const api = createFarmElementsApi(host, options);
  host.FarmElements = api;
  api.discover(host.document);
  return api;
}
