import { describe, it, expect } from 'vitest';
import { ScimError } from '@svc/core';
import { parseUserNameFilter } from './filter.ts';

const scimType = (f: string) => {
  try {
    parseUserNameFilter(f);
    return 'accepted';
  } catch (e) {
    return e instanceof ScimError ? `${e.status} ${e.scimType}` : 'threw';
  }
};

describe('parseUserNameFilter', () => {
  it('accepts userName eq "<value>" in any case, URN-qualified, and normalises the value', () => {
    expect(parseUserNameFilter('userName eq "Alice@Example.com"')).toBe('alice@example.com');
    expect(parseUserNameFilter('USERNAME EQ "a"')).toBe('a');
    expect(parseUserNameFilter('  username   Eq   "  Bob@x.io "  ')).toBe('bob@x.io');
    expect(parseUserNameFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "c"')).toBe('c');
    expect(parseUserNameFilter('userName eq ""')).toBe('');
  });

  it('decodes JSON string escapes; escaped quotes stay inside the value', () => {
    expect(parseUserNameFilter(String.raw`userName eq "\u0041b\/c"`)).toBe('ab/c');
    expect(parseUserNameFilter(String.raw`userName eq "x\" or \"1\"=\"1"`)).toBe('x" or "1"="1');
    expect(parseUserNameFilter(`userName eq "' OR '1'='1"`)).toBe(`' or '1'='1`);
    expect(parseUserNameFilter(`userName eq "a'; DROP TABLE identity.users; --"`)).toBe(
      `a'; drop table identity.users; --`,
    );
  });

  it('refuses every other expression as invalidFilter, never widening', () => {
    for (const f of [
      '',
      ' ',
      'userName',
      'userName eq',
      'userName eq a',
      "userName eq 'a'",
      'userName eq "a" or 1 eq 1',
      'userName eq "a" and active eq true',
      'userName ne "a"',
      'userName co "a"',
      'userName sw "a"',
      'userName pr',
      'externalId eq "a"',
      'emails[type eq "work"].value eq "a"',
      'emails.value eq "a"',
      '(userName eq "a")',
      'not (userName eq "a")',
      'userName eq "a"; DROP TABLE users; --',
      'userName eq "a" --',
      'userName eq "unterminated',
      String.raw`userName eq "\B"`,
      String.raw`userName eq "\u00"`,
      'userName eq "tab\there"',
      String.raw`userName eq "nul\u0000"`,
      String.raw`userName eq "\ud800"`,
      'userName eq "a" userName eq "b"',
      `userName eq "${'a'.repeat(2000)}"`,
    ])
      expect(scimType(f), f).toBe('400 invalidFilter');
  });
});
