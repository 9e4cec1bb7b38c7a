import { request as httpRequest } from 'node:http';
import { startServer, stopServer } from './support/server.ts';

const server = await startServer({ name: 's', launcher: 'node', env: { LOG_LEVEL: 'info' } });
const url = `${server.baseURL}/api/v1/events?limit=50`;
function get(i: number) {
  let done = false;
  let sentR: () => void = () => {};
  const sent = new Promise<void>((r) => (sentR = r));
  const p = new Promise<string>((resolve) => {
    const t0 = Date.now();
    const req = httpRequest(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => { done = true; resolve(`#${i} ${res.statusCode} ${Date.now() - t0}ms`); });
      res.on('error', (e) => resolve(`#${i} resErr ${e.message}`));
    });
    req.on('finish', sentR);
    req.on('error', (e) => { done = true; resolve(`#${i} err ${e.message} ${Date.now() - t0}ms`); });
    req.end();
  });
  return { p, sent, isDone: () => done };
}
await get(-1).p;
const rs = Array.from({ length: 20 }, (_, i) => get(i));
await Promise.all(rs.map((r) => r.sent));
while (rs.filter((r) => r.isDone()).length < 3) await new Promise((r) => setTimeout(r, 1));
const t = Date.now();
server.process.kill('SIGTERM');
const out = await Promise.all(rs.map((r) => r.p));
console.log(out.join('\n'));
console.log('exit', await server.exited, Date.now() - t);
console.log(server.recentOutput().split('\n').map((l) => { try { const j = JSON.parse(l); return `${j.msg} ${j.status ?? ''} ${j.ms ?? ''} ${j.time}`; } catch { return l; } }).join('\n'));
await stopServer(server);
