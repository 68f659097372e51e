import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E_DIR = path.resolve(__dirname, '../../e2e');

describe("every end-to-end file runs against its worker's server", () => {
  it("takes `test` from farm-test.ts, which starts the server and sets baseURL, never from '@playwright/test'", () => {
    const files = readdirSync(E2E_DIR).filter((name) => name.endsWith('.e2e.ts'));
    expect(files.length).toBeGreaterThan(0);
    const plain = files.filter((name) =>
      /from '@playwright\/test'/.test(readFileSync(path.join(E2E_DIR, name), 'utf8')),
    );
    expect(plain).toEqual([]);
  });
});
