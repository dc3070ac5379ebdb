/**
 * A minimal service run by service.test.ts in a child process: GET /throw lets an exception
 * escape (thrown from a timer, outside any handler), GET /reject leaves a rejected promise
 * unhandled, GET /faults answers processFaults(). PORT is taken from the environment (0: any).
 */
import { createServer } from 'node:http';
import { listen, processFaults, runService } from './service.ts';

await runService({
  name: 'guard-fixture',
  start: async () => {
    const server = createServer((req, res) => {
      if (req.url === '/throw') {
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
