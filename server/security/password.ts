import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * Passwords are stored as scrypt hashes with a random salt per user. The cost parameters travel
 * with the hash ('scrypt$N$r$p$hex') so they can be raised later without locking anyone out.
 */
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: string, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface StoredPassword {
  password: string;
  salt: string;
}

/**
 * `cost` is scrypt's N, a power of two. The server's hashes take the default; a lower one suits
 * only an account whose password is no secret anyway (the test suites' seeded accounts).
 */
export async function hashPassword(password: string, cost = COST): Promise<StoredPassword> {
  const salt = randomBytes(16).toString('hex');
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return { password: `scrypt$${cost}$${BLOCK_SIZE}$${PARALLELISM}$${key.toString('hex')}`, salt };
}

export async function verifyPassword(password: string, stored: StoredPassword): Promise<boolean> {
  const [scheme, n, r, p, hex] = stored.password.split('$');
  if (scheme !== 'scrypt' || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = await derive(password, stored.salt, Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Spends the same time as checking a real password, so an unknown username cannot be told
 * apart from a wrong password by how long the answer takes.
 */
let decoy: Promise<StoredPassword> | undefined;
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}

/** The password rule: 8 to 64 characters holding at least one letter and one digit. */
export function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A random password that meets the rule: 16 characters, unambiguous letters and digits. */
export function randomPassword(): string {
  const alphabet = LETTERS + DIGITS;
  const chars = Array.from({ length: 14 }, () => alphabet[randomInt(alphabet.length)]);
  chars.splice(randomInt(chars.length + 1), 0, LETTERS[randomInt(LETTERS.length)]);
  chars.splice(randomInt(chars.length + 1), 0, DIGITS[randomInt(DIGITS.length)]);
  return chars.join('');
}
