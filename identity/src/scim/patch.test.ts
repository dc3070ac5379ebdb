import { describe, it, expect } from 'vitest';
import { ScimError } from '@svc/core';
import { applyPatch, type PatchableState } from './patch.ts';
import { parseUserInput } from './user-input.ts';

const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const start: PatchableState = { givenName: 'Ada', familyName: 'Lovelace', active: true };
const patch = (...Operations: unknown[]) => applyPatch({ schemas: [PATCH], Operations }, start);
const failure = (f: () => unknown) => {
  try {
    f();
    return 'applied';
  } catch (e) {
    return e instanceof ScimError ? `${e.status} ${e.scimType ?? ''}`.trim() : `threw ${(e as Error).message}`;
  }
};

describe('applyPatch', () => {
  it('sets the settable paths, with case-insensitive ops, paths and Entra string booleans', () => {
    expect(patch({ op: 'replace', path: 'active', value: false })).toEqual({ ...start, active: false });
    expect(patch({ op: 'Replace', path: 'active', value: 'False' })).toEqual({ ...start, active: false });
    expect(patch({ op: 'ADD', path: 'name.GivenName', value: ' Grace ' })).toEqual({ ...start, givenName: 'Grace' });
    expect(patch({ op: 'replace', path: `${USER}:name.familyName`, value: 'Hopper' })).toEqual({
      ...start,
      familyName: 'Hopper',
    });
    expect(patch({ op: 'remove', path: 'name.givenName' })).toEqual({ ...start, givenName: 'Unknown' });
  });

  it('applies a path-less replace of an object of the settable attributes', () => {
    expect(patch({ op: 'replace', value: { active: false, name: { givenName: 'G', familyName: 'H' } } })).toEqual({
      givenName: 'G',
      familyName: 'H',
      active: false,
    });
    expect(patch({ op: 'Replace', value: { 'name.familyName': 'X', Active: 'true' } })).toEqual({
      ...start,
      familyName: 'X',
    });
  });

  it('folds operations in order and does not touch the input state', () => {
    const s = { ...start };
    const out = applyPatch(
      {
        schemas: [PATCH],
        Operations: [
          { op: 'replace', path: 'active', value: false },
          { op: 'replace', path: 'active', value: true },
          { op: 'replace', path: 'name.givenName', value: 'Z' },
        ],
      },
      s,
    );
    expect(out).toEqual({ ...start, givenName: 'Z' });
    expect(s).toEqual(start);
  });

  it('rejects bad requests with the RFC 7644 scimType', () => {
    expect(failure(() => applyPatch({ Operations: [{ op: 'replace', path: 'active', value: false }] }, start))).toBe(
      '400 invalidSyntax',
    );
    expect(
      failure(() =>
        applyPatch({ schemas: [USER], Operations: [{ op: 'replace', path: 'active', value: false }] }, start),
      ),
    ).toBe('400 invalidSyntax');
    expect(failure(() => patch())).toBe('400 invalidValue');
    expect(failure(() => applyPatch({ schemas: [PATCH], Operations: {} }, start))).toBe('400 invalidValue');
    expect(failure(() => patch({ op: 'move', path: 'active', value: false }))).toBe('400 invalidSyntax');
    expect(failure(() => patch({ path: 'active', value: false }))).toBe('400 invalidSyntax');
    expect(failure(() => patch('replace'))).toBe('400 invalidSyntax');
    expect(failure(() => patch({ op: 'replace', path: 'userName', value: 'x' }))).toBe('400 invalidPath');
    expect(failure(() => patch({ op: 'replace', path: 'emails[type eq "work"].value', value: 'x' }))).toBe(
      '400 invalidPath',
    );
    expect(failure(() => patch({ op: 'replace', path: 'name', value: { givenName: 'x' } }))).toBe('400 invalidPath');
    expect(failure(() => patch({ op: 'replace', value: { displayName: 'x' } }))).toBe('400 invalidPath');
    expect(failure(() => patch({ op: 'replace', value: { name: { middleName: 'x' } } }))).toBe('400 invalidPath');
    expect(failure(() => patch({ op: 'replace', path: 'active', value: 'yes' }))).toBe('400 invalidValue');
    expect(failure(() => patch({ op: 'replace', path: 'active' }))).toBe('400 invalidValue');
    expect(failure(() => patch({ op: 'replace', value: 'x' }))).toBe('400 invalidValue');
    expect(failure(() => patch({ op: 'remove' }))).toBe('400 noTarget');
    expect(failure(() => patch({ op: 'remove', path: 'active' }))).toBe('400 invalidValue');
    expect(failure(() => patch({ op: 'replace', path: 'name.givenName', value: 'a\u0000b' }))).toBe('400 invalidValue');
    expect(
      failure(() => patch(...Array.from({ length: 101 }, () => ({ op: 'replace', path: 'active', value: true })))),
    ).toBe('400 invalidValue');
  });
});

describe('parseUserInput', () => {
  it('normalises userName, applies name defaults, reads active and emails', () => {
    expect(parseUserInput({ schemas: [USER], userName: '  Ada@Example.COM ' })).toEqual({
      userName: 'ada@example.com',
      givenName: 'Unknown',
      familyName: 'User',
      active: undefined,
      emails: [],
      externalId: null,
    });
    expect(
      parseUserInput({
        schemas: [USER, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
        UserName: 'b',
        name: { givenName: 'B', familyName: ' ' },
        active: 'False',
        emails: [{ value: 'b@x.io', primary: true, type: 'work', display: 'ignored' }],
        externalId: 'okta-1',
        title: 'ignored',
      }),
    ).toEqual({
      userName: 'b',
      givenName: 'B',
      familyName: 'User',
      active: false,
      emails: [{ value: 'b@x.io', type: 'work', primary: true }],
      externalId: 'okta-1',
    });
  });

  it('rejects missing schemas, blank userName and malformed attributes', () => {
    expect(failure(() => parseUserInput({ userName: 'a' }))).toBe('400 invalidSyntax');
    expect(failure(() => parseUserInput({ schemas: 'x', userName: 'a' }))).toBe('400 invalidSyntax');
    expect(failure(() => parseUserInput({ schemas: [PATCH], userName: 'a' }))).toBe('400 invalidSyntax');
    expect(failure(() => parseUserInput({ schemas: [USER] }))).toBe('400 invalidValue');
    expect(failure(() => parseUserInput({ schemas: [USER], userName: ' \t ' }))).toBe('400 invalidValue');
    expect(failure(() => parseUserInput({ schemas: [USER], userName: 42 }))).toBe('400 invalidValue');
    expect(failure(() => parseUserInput({ schemas: [USER], userName: 'a', active: 'maybe' }))).toBe('400 invalidValue');
    expect(failure(() => parseUserInput({ schemas: [USER], userName: 'a', name: 'x' }))).toBe('400 invalidValue');
    expect(failure(() => parseUserInput({ schemas: [USER], userName: 'a', emails: {} }))).toBe('400 invalidValue');
    expect(
      failure(() =>
        parseUserInput({
          schemas: [USER],
          userName: 'a',
          emails: [
            { value: 'x', primary: true },
            { value: 'y', primary: true },
          ],
        }),
      ),
    ).toBe('400 invalidValue');
    expect(failure(() => parseUserInput({ schemas: [USER], userName: 'x'.repeat(300) }))).toBe('400 invalidValue');
  });
});
