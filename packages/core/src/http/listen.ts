/** Listening on a port, apart from the service runner so a process that hosts a plain server loads only this. */
import type { Server } from 'node:http';

/** Listens on host:port, turning EADDRINUSE into a message that names the port. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (err.code === 'EADDRINUSE') reject(new PortInUseError(port, host));
      else reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    host: string,
  ) {
    super(`port ${port} is already in use on ${host}`);
    this.name = 'PortInUseError';
  }
}
