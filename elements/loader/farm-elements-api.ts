import type { FarmHostSettings } from '../core/embedding/host-settings';
import { publishPageSettings, readPageSettings, type SettingsPage } from '../core/embedding/page-settings';
// The dialog calls' own module, not the dialogs' index: the loader must stay free of React, and
// this module is DOM code only (the dialogs' components arrive with their elements' chunks).
import {
  openDetail,
  openPrompt,
  openSaveNamePrompt,
  type DetailOptions,
  type MakeDialogElement,
  type PromptOptions,
  type SaveNameOptions,
} from '../dialogs/model/dialog-calls';
import type { DetailColumn } from '../dialogs/model/detail-fields';
// Types only: the export call itself is a chunk the loader fetches on the first call.
import type { exportXls as exportCall, ExportXlsOptions } from '../import/export/export-call';
import { createChunkLoader, type ChunkRegistry } from './chunk-loader';
import { callChunkFailureMessage, chunkFailureMessage, secondCopyMessage } from './diagnostics';
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
  /**
   * Opens the prompt modal (<farm-prompt>, loaded on first use): resolves with the text on 确定,
   * once `required`, `pattern` and `rules` pass, or with null when the user cancels.
   */
  prompt(options?: PromptOptions): Promise<string | null>;
  /**
   * Opens the save-name prompt: 保存名称不能为空 for an empty name, 是否覆盖 for one of
   * `existingNames`; resolves with the trimmed name, or null.
   */
  promptSaveName(options?: SaveNameOptions): Promise<string | null>;
  /** Opens 详细信息 (<farm-detail>) with `record`'s `columns` (`{ key or dataIndex, title, html? }`); resolves when closed. */
  showDetail(record: object, columns: readonly DetailColumn[], options?: DetailOptions): Promise<void>;
  /**
   * Downloads the xlsx the server answers at `url` for `params` (and `selections`) and saves it as
   * `fileName` (.xlsx added). Resolves true once saved, false when nothing was, with the message
   * shown on the page: 文件下载失败 for an empty answer, the server's for a refusal, 系统提示 for a
   * failed request. Its code is loaded on the first call; rejects if that fails.
   */
  exportXls(options: ExportXlsOptions): Promise<boolean>;
}

/** The build's chunks that serve a call rather than an element, by call. */
export interface CallChunks {
  /** The module of `exportXls()` (elements/import/export/export-call.ts). */
  export?: string;
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
  /** Call -> absolute chunk URL. */
  callChunks?: CallChunks;
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
  if (options.initialSettings && Object.keys(options.initialSettings).length > 0)
    publishPageSettings(options.initialSettings, options.settingsPage);

  function load(tags: Iterable<string>): void {
    for (const tag of tags) if (loader.knows(tag)) loader.request(tag).catch(alreadyReported);
  }

  async function whenDefined(tag: string): Promise<CustomElementConstructor> {
    if (customElements.get(tag) === undefined) await loader.request(tag);
    return customElements.whenDefined(tag);
  }

  // A dialog's chunk loads on its first call; a failure rejects the call (and was reported).
  const makeDialog: MakeDialogElement = async (tag) => {
    await whenDefined(tag);
    return host.document.createElement(tag);
  };

  // A call's chunk is imported once; after a failure (reported here) the next call tries again.
  const callModules = new Map<keyof CallChunks, Promise<unknown>>();
  function loadCallChunk(call: keyof CallChunks): Promise<unknown> {
    const url = options.callChunks?.[call];
    if (!url) return Promise.reject(new Error(`This build of farm-elements has no ${call} chunk`));
    const pending = callModules.get(call);
    if (pending) return pending;
    const attempt = options.importChunk(url).catch((error: unknown) => {
      callModules.delete(call);
      host.console.error(callChunkFailureMessage(call, url), error);
      throw error;
    });
    callModules.set(call, attempt);
    return attempt;
  }

  async function exportXls(exportOptions: ExportXlsOptions): Promise<boolean> {
    // The build keeps this chunk's exports (tests/unit/build/loader-calls.test.ts checks it).
    const chunk = (await loadCallChunk('export')) as { exportXls: typeof exportCall };
    return chunk.exportXls(exportOptions);
  }

  return {
    discover(root) {
      load(undefinedFarmTagsIn(root));
      if (watchedRoots.has(root)) return;
      watchedRoots.add(root);
      watchForFarmTags(root, load);
    },
    whenDefined,
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
    prompt: (promptOptions) => openPrompt(makeDialog, promptOptions),
    promptSaveName: (saveNameOptions) => openSaveNamePrompt(makeDialog, saveNameOptions),
    showDetail: (record, columns, detailOptions) => openDetail(makeDialog, record, columns, detailOptions),
    exportXls,
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
