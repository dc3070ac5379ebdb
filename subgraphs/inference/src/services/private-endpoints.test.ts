import { describe, expect, it } from 'vitest';
import { AppError, createSecretStore } from '@svc/core';
import { createEventsClient } from '@svc/grpc';
import { PrivateEndpointRepository } from '../repositories/private-endpoint-repository.ts';
import { apiBaseOf, PrivateEndpointRouting } from './private-endpoints.ts';

describe('private endpoint routing', () => {
  it('fails closed with SVC-SERVER-9001 when the registry (a real gRPC client of the events API, nothing listening) is unreachable', async () => {
    const events = createEventsClient('127.0.0.1:1', { service: 'inference', secret: 'x' }, { deadlineMs: 2000 });
    try {
      const routing = new PrivateEndpointRouting({
        endpoints: new PrivateEndpointRepository({ events, ttlMs: 5000 }),
        secrets: createSecretStore({ env: {} }),
        egress: { allowLoopbackForTests: false },
        maxExchangeMs: 1000,
        maxResponseBytes: 1024,
      });
      const e = await routing.providersFor({ orgId: 'org_x', workspaceId: 'ws_x' }, 'CHAT').catch((x) => x);
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe('SVC-SERVER-9001');
    } finally {
      events.close();
    }
  });

  it('the API base is the base URL when it ends in /v1, else <base>/v1', () => {
    expect(apiBaseOf('https://llm.example.com')).toBe('https://llm.example.com/v1');
    expect(apiBaseOf('https://llm.example.com/v1/')).toBe('https://llm.example.com/v1');
    expect(apiBaseOf('https://llm.example.com/api/')).toBe('https://llm.example.com/api/v1');
  });
});
