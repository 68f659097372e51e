import { PASSWORD } from './child-protocol';

export const API = '/farm-machine';

/** A signed-in admin talking to the benchmark server on loopback. */
export interface Client {
  get(path: string): Promise<Response>;
  postFile(path: string, fileName: string, data: Buffer): Promise<Response>;
  /** A list's `total`. */
  total(path: string): Promise<number>;
}

export async function signIn(port: number): Promise<Client> {
  const base = `http://127.0.0.1:${port}${API}`;
  const login = await fetch(`${base}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const token = String(((await login.json()) as { result?: { token?: string } }).result?.token ?? '');
  if (!token) throw new Error('the benchmark could not sign in');
  const headers = { 'X-Access-Token': token, 'tenant-id': '0' };
  // A kept-alive connection the server closed while the bench was busy (generating a workbook)
  // fails the next request at once; a read is safe to send again.
  const get = (path: string) => fetch(`${base}${path}`, { headers }).catch(() => fetch(`${base}${path}`, { headers }));
  return {
    get,
    postFile(path, fileName, data) {
      const form = new FormData();
      form.append('files[]', new Blob([new Uint8Array(data)]), fileName);
      return fetch(`${base}${path}`, { method: 'POST', headers, body: form });
    },
    async total(path) {
      const answer = (await (await get(path)).json()) as { result?: { total?: number } };
      return Number(answer.result?.total);
    },
  };
}
