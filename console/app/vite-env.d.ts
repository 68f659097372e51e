/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Path prefix of every API call; the server's FARM_API_BASE. */
  readonly VITE_FARM_API_BASE?: string;
}
