export {
  createChunkLoader,
  type ChunkFailure,
  type ChunkLoader,
  type ChunkLoaderOptions,
  type ChunkRegistry,
} from './chunk-loader';
export { isFarmTag, undefinedFarmTagsIn, watchForFarmTags } from './discovery';
export {
  installFarmElements,
  type AutoloaderOptions,
  type CallChunks,
  type FarmElementsApi,
  type LoaderHost,
} from './farm-elements-api';
export { currentScriptElement, currentScriptUrl, resolveChunkUrls } from './script-location';
