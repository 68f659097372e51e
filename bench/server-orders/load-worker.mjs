// The client side of the load, in a worker thread (plain JavaScript: the worker is started
// without the TypeScript loader). A bounded closed loop: `connections` keep-alive sockets, each
// sending its next request when the last one answered, until the request or time budget runs out.
// Connections are spread over `ports` in turn (several instances behind one address, the way a
// balancer spreads connections); a request is a GET path or `{ method, path, body }`.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

function send(agent, port, headers, request) {
  const { method, path, body } = typeof request === 'string' ? { method: 'GET', path: request } : request;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const allHeaders = payload === undefined ? headers : { ...headers, 'content-type': 'application/json' };
  return new Promise((resolve) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path, method, agent, headers: allHeaders }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(response.statusCode === 200 && text.includes('"success":true')));
    });
    outgoing.on('error', () => resolve(false));
    outgoing.end(payload);
  });
}

async function load(plan) {
  const ports = plan.ports ?? [plan.port];
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: plan.connections }));
  const requests = plan.requests ?? plan.paths;
  const latencies = [];
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + plan.maxSeconds * 1000;
  const client = async (connection) => {
    const at = connection % ports.length;
    while (issued < plan.maxRequests && performance.now() < deadline) {
      const request = requests[issued++ % requests.length];
      const sent = performance.now();
      const ok = await send(agents[at], ports[at], plan.headers, request);
      latencies.push(performance.now() - sent);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, (_, connection) => client(connection)));
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  return { requests: latencies.length, errors, seconds, latencies: latencies.sort((a, b) => a - b) };
}

parentPort?.postMessage(await load(workerData));
