import { describe, it, expect } from 'vitest';
import { WorkspaceOrganizations } from './tenancy-service.ts';
import type { TenantRepository } from '../repositories/tenant-repository.ts';

describe('WorkspaceOrganizations', () => {
  it('looks a workspace up once, never remembers an unknown one, and stays bounded', async () => {
    const lookups: string[] = [];
    const repo = {
      workspace: async (id: string) => (
        lookups.push(id), id.startsWith('ws_') ? { organizationId: `org_of_${id}` } : null
      ),
    } as unknown as TenantRepository;
    const w = new WorkspaceOrganizations(repo);
    expect(await w.organizationOf('ws_1')).toBe('org_of_ws_1');
    expect(await w.organizationOf('ws_1')).toBe('org_of_ws_1');
    expect(await w.organizationOf('nope')).toBeNull();
    expect(await w.organizationOf('nope')).toBeNull();
    expect(lookups).toEqual(['ws_1', 'nope', 'nope']);
    // 100,000 other workspaces push the least recently used out: it is looked up again
    for (let i = 0; i < 100_000; i++) await w.organizationOf(`ws_x${i}`);
    lookups.length = 0;
    expect(await w.organizationOf('ws_1')).toBe('org_of_ws_1');
    expect(await w.organizationOf(`ws_x99999`)).toBe('org_of_ws_x99999');
    expect(lookups).toEqual(['ws_1']);
  });
});
