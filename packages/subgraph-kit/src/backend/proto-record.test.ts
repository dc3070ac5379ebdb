import { describe, it, expect } from 'vitest';
import { camelCased, present, protoRecord } from './proto-record.ts';

describe('protoRecord', () => {
  it('camelCases every field, nested messages and lists included', () => {
    const m = {
      org_id: 'o',
      owner: { user_id: 'u', display_name: 'D' },
      group_mappings: [{ idp_group: 'g', role: 'ADMIN' }],
      key_hint: '',
    };
    expect(camelCased(m)).toEqual({
      orgId: 'o',
      owner: { userId: 'u', displayName: 'D' },
      groupMappings: [{ idpGroup: 'g', role: 'ADMIN' }],
      keyHint: '',
    });
  });

  it("turns '' into null only in the fields named absent", () => {
    const r = protoRecord({ description: '', logo_url: 'https://x', slug: '' }, ['description', 'logoUrl']);
    expect(r).toEqual({ description: null, logoUrl: 'https://x', slug: '' });
  });

  it('a required message field left unset is SVC-SERVER-9004, never made up', () => {
    expect(() => present(null, 'SignUpResponse.user')).toThrow(expect.objectContaining({ code: 'SVC-SERVER-9004' }));
    expect(present({ id: 'u' }, 'SignUpResponse.user')).toEqual({ id: 'u' });
  });
});
