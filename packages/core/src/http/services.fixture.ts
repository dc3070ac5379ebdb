/**
 * Two services in one process (runServices), run by service.test.ts in a child process: each
 * listens on its own port and logs under its own name; GET /throw on `svc-a` lets an exception
 * escape from a timer. FAIL_B=1 makes `svc-b`'s start fail after `svc-a` has started.
 */
import { createServer } from 'node:http';
import { listen, processFaults, runServices, type ServiceEntry } from './service.ts';

const service = (name: string): ServiceEntry => ({
  name,
  start: async (log) => {
    if (name === 'svc-b' && process.env.FAIL_B === '1') {
      await new Promise((r) => setTimeout(r, 50));
      throw new Error('svc-b could not start');
    }
    const server = createServer((req, res) => {
      log.info({ url: req.url }, 'request');
      if (req.url === '/throw')
        setImmediate(() => {
          throw new Error(`escaped from ${name}`);
        });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name, ...processFaults() }));
    });
    const port = await listen(server, 0, '127.0.0.1');
    process.stdout.write(`${name} listening ${port}\n`);
    return {
      stop: () =>
        new Promise<void>((r) =>
          server.close(() => {
            process.stdout.write(`${name} stopped\n`);
            r();
          }),
        ),
    };
  },
});

await runServices({ name: 'pair-fixture', services: [service('svc-a'), service('svc-b')] });
