import { describe, it, expect } from 'vitest';
import { serviceDatabaseUrl } from './service-url.ts';

describe('serviceDatabaseUrl', () => {
  it("takes the service's own URL when set, else the owner's with the role as the user and no password", () => {
    expect(
      serviceDatabaseUrl(
        'svc_billing',
        'postgresql://svc_billing:pw@db:5432/svc',
        'postgresql://postgres:secret@db:5432/svc',
      ),
    ).toBe('postgresql://svc_billing:pw@db:5432/svc');
    expect(
      serviceDatabaseUrl('svc_billing', undefined, 'postgresql://postgres:secret@db:5432/svc?sslmode=disable'),
    ).toBe('postgresql://svc_billing@db:5432/svc?sslmode=disable');
    expect(serviceDatabaseUrl('svc_billing', undefined, undefined)).toBeUndefined();
  });
});
