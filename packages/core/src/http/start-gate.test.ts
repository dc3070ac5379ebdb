import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startGate } from './start-gate.ts';

const gated = { SVC_START_GATE: 'stdin' };
const settled = async (p: Promise<void>) => {
  let state = 'pending';
  p.then(
    () => (state = 'resolved'),
    (e: Error) => (state = `rejected: ${e.message}`),
  );
  await new Promise((r) => setImmediate(r));
  return state;
};

describe('startGate', () => {
  it('passes at once without SVC_START_GATE', async () => {
    expect(await settled(startGate({}, new PassThrough()))).toBe('resolved');
  });

  it('waits for the whole "start" line, however it is split', async () => {
    const input = new PassThrough();
    const gate = startGate(gated, input);
    expect(await settled(gate)).toBe('pending');
    input.write('sta');
    expect(await settled(gate)).toBe('pending');
    input.write('rt');
    expect(await settled(gate)).toBe('pending');
    input.write('\n');
    expect(await settled(gate)).toBe('resolved');
    expect(input.destroyed).toBe(true);
  });

  it('refuses a start when stdin closes first or says anything else', async () => {
    const closed = new PassThrough();
    const a = startGate(gated, closed);
    closed.end();
    expect(await settled(a)).toMatch(/rejected: stdin closed before the start signal/);
    const other = new PassThrough();
    const b = startGate(gated, other);
    other.write('stop\n');
    expect(await settled(b)).toMatch(/rejected: expected "start" on stdin .*"stop\\n"/);
  });
});
