/**
 * A process its supervisor spawns ahead of time (`SVC_START_GATE=stdin`) loads its code, then waits
 * for a `start` line on stdin before it starts: `npm start` loads the gateway's code while the
 * services it depends on are starting, and lets it fetch its supergraph only once the registry
 * holds this repository's subgraphs. A pipe keeps what the supervisor wrote until it is read, so the
 * signal cannot be missed however early it comes. stdin closing first (the supervisor is gone)
 * refuses the start.
 */
export const START_GATE_VARIABLE = 'SVC_START_GATE';
/** What the supervisor writes to release a gated process. */
export const START_LINE = 'start\n';

export function startGate(
  env: NodeJS.ProcessEnv = process.env,
  input: NodeJS.ReadableStream = process.stdin,
): Promise<void> {
  if (env[START_GATE_VARIABLE] !== 'stdin') return Promise.resolve();
  return new Promise((resolve, reject) => {
    let got = '';
    const done = (error?: Error) => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('error', onEnd);
      // Nothing more is read: stdin must not keep the process alive or buffer for it.
      (input as NodeJS.ReadStream).destroy?.();
      if (error) reject(error);
      else resolve();
    };
    const onData = (d: Buffer | string) => {
      got += d.toString();
      if (got.startsWith(START_LINE)) done();
      else if (!START_LINE.startsWith(got))
        done(
          new Error(
            `expected "start" on stdin (${START_GATE_VARIABLE}=stdin), read ${JSON.stringify(got.slice(0, 32))}`,
          ),
        );
    };
    const onEnd = () => done(new Error(`stdin closed before the start signal (${START_GATE_VARIABLE}=stdin)`));
    input.on('data', onData);
    input.once('end', onEnd);
    input.once('error', onEnd);
  });
}
