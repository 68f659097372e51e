import path from 'node:path';

/** Everything the server reads from its environment, in one typed object. */
export interface ServerSettings {
  port: number;
  host: string;
  /** Where the database file and uploads live. */
  dataDir: string;
  /** URL prefix of every API route, as the clients are configured (`/farm-machine`). */
  apiBase: string;
  /** Built console and elements, served as static files. */
  distDir: string;
  demoDir: string;
  captcha: boolean;
  /** Admin password for the first start; random (and printed once) when not given. */
  adminPassword?: string;
  /** Secret for X-Sign request signatures; random per start when not configured. */
  signSecret?: string;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const root = process.cwd();
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(root, env.FARM_DATA_DIR ?? 'data'),
    apiBase: env.FARM_API_BASE ?? '/farm-machine',
    distDir: path.resolve(root, 'dist'),
    demoDir: path.resolve(root, 'demo'),
    captcha: env.FARM_CAPTCHA !== 'off',
    adminPassword: env.FARM_ADMIN_PASSWORD || undefined,
    signSecret: env.FARM_SIGN_SECRET || undefined,
  };
}
