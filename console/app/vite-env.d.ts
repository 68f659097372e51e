/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Path prefix of every API call; the server's FARM_API_BASE. */
  readonly VITE_FARM_API_BASE?: string;
  /** `on` builds the console with the accessibleContrast switch on (console-config.ts). */
  readonly VITE_FARM_ACCESSIBLE_CONTRAST?: string;
}
