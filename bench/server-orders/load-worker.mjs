// The client side of the load, in a worker thread (plain JavaScript: the worker is started
// without the TypeScript loader). A bounded closed loop: `connections` keep-alive sockets, each
// sending its next request when the last one answered, until the request or time budget runs out.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

function get(agent, plan, path) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port: plan.port, path, agent, headers: plan.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(response.statusCode === 200 && body.includes('"success":true')));
    });
    request.on('error', () => resolve(false));
  });
}

async function load(plan) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  const latencies = [];
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + plan.maxSeconds * 1000;
  const client = async () => {
    while (issued < plan.maxRequests && performance.now() < deadline) {
      const path = plan.paths[issued++ % plan.paths.length];
      const sent = performance.now();
      const ok = await get(agent, plan, path);
      latencies.push(performance.now() - sent);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: latencies.length, errors, seconds, latencies: latencies.sort((a, b) => a - b) };
}

parentPort?.postMessage(await load(workerData));
