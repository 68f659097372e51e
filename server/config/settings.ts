import path from 'node:path';
import { corsOriginsFrom } from './cors-origins';
import { databaseUrlFrom } from './database-url';
import { demoDataFrom } from './demo-setting';
import { frameAncestorsFrom } from './frame-ancestors';
import { oauth2AppsFrom, type OAuth2Apps } from './oauth2-apps';
import { uploadDirFrom } from './upload-dir';

/** Everything the server reads from its environment, in one typed object. */
export interface ServerSettings {
  port: number;
  host: string;
  /** Where the database file and (without `uploadDir`) the uploads live. */
  dataDir: string;
  /**
   * Where uploaded files live (`FARM_UPLOAD_DIR`): one directory every instance mounts, while each
   * keeps its own data directory. Unset: `<dataDir>/upload` (upload-dir.ts).
   */
  uploadDir?: string;
  /**
   * The PostgreSQL database every instance shares (`FARM_DATABASE_URL`, `postgres://user:pass@host/db`).
   * Unset: the embedded SQLite file under the data directory.
   */
  databaseUrl?: string;
  /** URL prefix of every API route, as the clients are configured (`/farm-machine`). */
  apiBase: string;
  /** Built console and elements, served as static files. */
  distDir: string;
  demoDir: string;
  captcha: boolean;
  /** Admin password for the first start; random (and printed once) when not given. */
  adminPassword?: string;
  /** First start only: seed the demo accounts and demo business data (`FARM_DEMO`, `on` or `off`). */
  demoData: boolean;
  /**
   * First start only: the password of every demo account (`FARM_DEMO_PASSWORD`), for automated
   * tests that sign in as them. Unset, each gets its own random one, printed once on the terminal.
   */
  demoPassword?: string;
  /**
   * Secret for X-Sign request signatures. Verification is opt-in: it runs only when a secret is
   * configured, because a secret made up at start could never be known by the console or the
   * elements, and every signed route (the dictionary lookups) would be locked for them.
   */
  signSecret?: string;
  /** Largest accepted request body in bytes (uploads set their own limit). */
  bodyLimit: number;
  /** Behind a reverse proxy: take the caller's address from X-Forwarded-For (login rate limit). */
  trustProxy: boolean;
  /** Largest file `POST /sys/common/upload` accepts, in bytes. */
  uploadMaxBytes: number;
  /** The CAS server's base address (`FARM_CAS_URL`); CAS sign-in is off without it. */
  casUrl?: string;
  /** Third-party sign-in: `thirdType` -> the address of the identity service vouching for its tokens. */
  thirdLogin: Readonly<Record<string, string>>;
  /** The SMS gateway sign-in codes are posted to; without it they go to the server log. */
  smsUrl?: string;
  /**
   * Origins whose pages may call the API from the browser (`FARM_CORS_ORIGINS`, exact origins,
   * comma-separated). Empty: no CORS headers, same-origin callers only.
   */
  corsOrigins: readonly string[];
  /**
   * Who may show the console and the API's answers in a frame: the CSP `frame-ancestors` sources
   * (`FARM_FRAME_ANCESTORS`, checked at start; security-headers.ts). `'self'` by default.
   */
  frameAncestors: string;
  /** The enterprise-chat apps of the OAuth2 app sign-in (`FARM_OAUTH2_*`, oauth2-apps.ts); none by default. */
  oauth2Apps: OAuth2Apps;
  /**
   * Redis shared by every instance of the server (`FARM_REDIS_URL`, `redis://[:password@]host:port[/db]`):
   * captchas, SMS and single-use codes, print tickets, the sign-in and SMS throttles, and the push
   * and grid-sync messages. Unset: all of it in this process's memory (one instance).
   */
  redisUrl?: string;
}

const ONE_MEBIBYTE = 1024 * 1024;
const DEFAULT_UPLOAD_MAX_MEBIBYTES = 10;

function positiveNumber(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : fallback;
}

const isWebAddress = (text: string) => /^https?:\/\/\S+$/.test(text);

/** `FARM_THIRD_LOGIN`: `type=address` pairs, comma-separated; pairs without a web address are left out. */
function thirdLoginAddresses(text: string | undefined): Record<string, string> {
  const addresses: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const type = pair.slice(0, equals).trim();
    const url = pair.slice(equals + 1).trim();
    if (type && isWebAddress(url)) addresses[type] = url;
  }
  return addresses;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const root = process.cwd();
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(root, env.FARM_DATA_DIR ?? 'data'),
    uploadDir: uploadDirFrom(env.FARM_UPLOAD_DIR, root),
    databaseUrl: databaseUrlFrom(env.FARM_DATABASE_URL),
    apiBase: env.FARM_API_BASE ?? '/farm-machine',
    distDir: path.resolve(root, env.FARM_DIST_DIR ?? 'dist'),
    demoDir: path.resolve(root, 'demo'),
    captcha: env.FARM_CAPTCHA !== 'off',
    adminPassword: env.FARM_ADMIN_PASSWORD || undefined,
    demoData: demoDataFrom(env.FARM_DEMO),
    demoPassword: env.FARM_DEMO_PASSWORD || undefined,
    signSecret: env.FARM_SIGN_SECRET || undefined,
    bodyLimit: ONE_MEBIBYTE,
    trustProxy: env.FARM_TRUST_PROXY === '1' || env.FARM_TRUST_PROXY === 'true',
    uploadMaxBytes: Math.floor(positiveNumber(env.FARM_UPLOAD_MAX_MB, DEFAULT_UPLOAD_MAX_MEBIBYTES) * ONE_MEBIBYTE),
    casUrl: env.FARM_CAS_URL || undefined,
    thirdLogin: thirdLoginAddresses(env.FARM_THIRD_LOGIN),
    smsUrl: env.FARM_SMS_URL && isWebAddress(env.FARM_SMS_URL) ? env.FARM_SMS_URL : undefined,
    corsOrigins: corsOriginsFrom(env.FARM_CORS_ORIGINS),
    frameAncestors: frameAncestorsFrom(env.FARM_FRAME_ANCESTORS),
    oauth2Apps: oauth2AppsFrom(env),
    redisUrl: env.FARM_REDIS_URL || undefined,
  };
}
