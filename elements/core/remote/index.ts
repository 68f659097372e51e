export { useRemoteData, type RemoteData, type RemoteDataOptions } from './use-remote-data';
export {
  createLatestRequest,
  type LatestRequest,
  type LatestRequestHooks,
  type RemoteLoad,
  type RemoteRunOptions,
  type RemoteSnapshot,
} from './latest-request';
export { sameKey } from './same-key';
