import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { workerPorts } from './e2e-ports';

/**
 * A partner portal on an origin of its own, which loads our elements the way a page loads them
 * from a CDN: the script from the server's origin, the API called across origins. The allowed
 * portal has a fixed port, because the worker lists its origin in its server's FARM_CORS_ORIGINS
 * before any test runs (farm-test.ts); each worker has its own (e2e-ports.ts).
 */
export const PORTAL_PORT = workerPorts().portal;

/**
 * The portal's one page. It signs in by calling the API itself, keeps the token in a variable
 * (never in the URL or storage), hands it to the elements through `FarmElements.configure`, and
 * saves the grid's edits with its own calls, as a host page does.
 */
export function portalPage(apiOrigin: string, apiBase: string): string {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <title>合作社门户</title>
    <link rel="icon" href="data:," />
    <script src="${apiOrigin}/elements/farm-elements.js"></script>
  </head>
  <body>
    <h1>合作社门户</h1>
    <form id="sign-in">
      <label>用户名 <input name="username" autocomplete="username" /></label>
      <label>密码 <input name="password" type="password" autocomplete="current-password" /></label>
      <button type="submit">登录</button>
    </form>
    <p id="sign-in-result" role="status"></p>
    <div id="assets"></div>
    <p id="save-result" role="status"></p>
    <script>
      (function () {
        var API = ${JSON.stringify(`${apiOrigin}${apiBase}`)};
        var token = null;
        var changed = {};

        function showGrid() {
          var grid = document.createElement('farm-grid');
          grid.setAttribute('data-url', '/farm/asset/list');
          grid.setAttribute('row-number', '');
          grid.setAttribute('max-height', '300');
          grid.setAttribute('columns', JSON.stringify([
            { key: 'assetNo', title: '资产编号', type: 'normal' },
            { key: 'assetName', title: '农机名称', validateRules: [{ required: true }] },
            { key: 'brand', title: '品牌' }
          ]));
          grid.addEventListener('farm-cell-change', function (event) { changed[event.detail.rowKey] = true; });
          grid.addEventListener('farm-save', function (event) { save(event.detail.tableData); });
          document.getElementById('assets').append(grid);
        }

        function save(tableData) {
          var result = document.getElementById('save-result');
          var rows = tableData.filter(function (row) { return changed[row.id]; });
          Promise.all(rows.map(function (row) {
            return fetch(API + '/farm/asset/edit', {
              method: 'PUT',
              headers: { 'Content-Type': 'application/json', 'X-Access-Token': token },
              body: JSON.stringify({ id: row.id, assetName: row.assetName, brand: row.brand })
            }).then(function (response) { return response.json(); });
          })).then(function (answers) {
            var failed = answers.filter(function (answer) { return !answer.success; });
            if (failed.length) { result.textContent = '保存失败：' + failed[0].message; return; }
            changed = {};
            result.textContent = '已保存 ' + answers.length + ' 条';
          }, function (error) { result.textContent = '保存失败：' + error.name; });
        }

        document.getElementById('sign-in').addEventListener('submit', function (event) {
          event.preventDefault();
          var form = new FormData(event.target);
          var result = document.getElementById('sign-in-result');
          fetch(API + '/sys/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username: form.get('username'), password: form.get('password') })
          }).then(function (response) { return response.json(); }).then(function (answer) {
            if (!answer.success) { result.textContent = '登录失败：' + answer.message; return; }
            token = answer.result.token;
            FarmElements.configure({ apiBase: API, tokenProvider: function () { return token; } });
            result.textContent = '已登录';
            showGrid();
          }, function (error) { result.textContent = '无法连接：' + error.name; });
        });
      })();
    </script>
  </body>
</html>`;
}

export interface Portal {
  origin: string;
  /** Every path the browser asked this origin for. */
  requestedPaths: string[];
  close(): Promise<void>;
}

/** Serves `page` at `/` on 127.0.0.1 (port 0: any free one); everything else is 404. */
export async function startPortal(port: number, page: string): Promise<Portal> {
  const requestedPaths: string[] = [];
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://portal').pathname;
    requestedPaths.push(pathname);
    if (request.method === 'GET' && pathname === '/')
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${listening}`,
    requestedPaths,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
