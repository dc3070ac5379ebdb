import { describe, expect, it } from 'vitest';
import { createLogger } from '@svc/core';
import { SupergraphReloader } from './supergraph-reloader.ts';

const log = createLogger('test', { level: 'silent' });

describe('SupergraphReloader with a fetch source', () => {
  it('applies a new supergraph, refuses one that does not load (the previous keeps serving), and skips an unchanged poll', async () => {
    const offers: (string | null | Error)[] = ['v2', 'bad', null, new Error('unreachable'), 'v3'];
    let serving = 'v1';
    const applied: string[] = [];
    const refused: string[] = [];
    const r = new SupergraphReloader<string>({
      path: '/nonexistent',
      intervalMs: 0,
      log,
      initialSdl: 'v1',
      fetch: async () => {
        const o = offers.shift()!;
        if (o instanceof Error) throw o;
        return o;
      },
      prepare: async (sdl) => {
        if (sdl === 'bad') throw new Error('root fields without @requiresScopes: Query.x');
        return sdl;
      },
      activate: (next) => void (serving = next),
      onApplied: (sdl) => void applied.push(sdl),
      onRefused: (why) => void refused.push(why),
    });
    await r.check();
    expect(serving).toBe('v2');
    await r.check();
    expect(serving).toBe('v2');
    expect(refused).toEqual(['root fields without @requiresScopes: Query.x']);
    await r.check();
    await r.check();
    expect(serving).toBe('v2');
    await r.check();
    expect(serving).toBe('v3');
    expect(applied).toEqual(['v2', 'v3']);
    expect(r.stats).toEqual({ applied: 2, refused: 1 });
  });
});
