/**
 * A minimal service run by service.test.ts in a child process: GET /throw lets an exception
 * escape (thrown from a timer, outside any handler), GET /reject leaves a rejected promise
 * unhandled, GET /faults answers processFaults(), GET /burst?n=N logs N access-log lines at once
 * (the asynchronous log destination must still write them all at a SIGTERM stop). PORT is taken
 * from the environment (0: any).
 */
import { createServer } from 'node:http';
import { listen, processFaults, runService } from './service.ts';
import { logAccess } from './access-log.ts';

await runService({
  name: 'guard-fixture',
  start: async (log) => {
    const server = createServer((req, res) => {
      const burst = /^\/burst\?n=(\d{1,6})$/.exec(req.url ?? '');
      if (burst) {
        for (let i = 0; i < Number(burst[1]); i++)
          logAccess(log, {
            listener: 'http',
            method: 'GET',
            route: '/burst',
            status: 200,
            durationMs: i,
            requestId: `burst-${i}`,
          });
      } else if (req.url === '/throw') {
        setImmediate(() => {
          throw new Error('escaped from a timer');
        });
      } else if (req.url === '/reject') {
        void Promise.reject(new Error('nobody awaited this'));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(processFaults()));
    });
    const port = await listen(server, Number(process.env.PORT ?? 0), '127.0.0.1');
    process.stdout.write(`listening ${port}\n`);
    return { stop: () => new Promise<void>((r) => server.close(() => r())) };
  },
});
