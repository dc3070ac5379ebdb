/**
 * Extracts the expected GraphQL object types (fields with exact type strings) from the
 * specification's Documents 2 and 3. Pure: takes the document texts and the list of object type
 * names, returns a plain object with sorted keys. scripts/extract-spec-types.ts writes the result
 * to test/fixtures/spec-object-types.json; test/spec-object-types.test.ts checks it is current.
 *
 * Row styles handled (all under `### Heading` sections, field rows start with `- `):
 *   - `a`: T!                                one field
 *   - `a`, `b`: T!, note                     several fields sharing one type
 *   - `a`: T; `b`: U (note)                  several declarations on one line, `;` or `,` separated
 *   - `a` (note), `b` (note): T              a parenthetical between a name and its colon
 *   - `f(arg: T, ...)`: T / `f(a, b)`: T     a field with arguments (the name before `(` is kept)
 *   - Nullable because ...: `x`: Int, ...    a lead-in phrase before the declarations
 *   - ### A, B  with rows `- A: ...` / `- B: ...`, or several `A: ... . B: ...` on one line
 *   - ### A and parts  with rows naming any known object type (`- SignUpUser: ...`)
 *   - ### GatedMemoryReadPayload, GatedMemoryWritePayload with rows `- Read: ...` / `- Write: ...`
 *     (a short label resolves to the one heading type whose name contains it)
 * Rows that are genuinely ambiguous are resolved by LINE_OVERRIDES below, each quoting its line;
 * an override whose line no longer occurs in the documents is an error (the spec changed).
 */

export type SpecObjectTypes = Record<string, Record<string, string>>;

/** A field declaration with the note text that follows its type (used for SDL descriptions). */
export interface SpecFieldDetail {
  type: string;
  note: string;
}
export interface SpecTypeDetail {
  description: string;
  fields: Record<string, SpecFieldDetail>;
}

interface LineOverride {
  /** The exact spec line (after trimming), quoted so a reader sees what was ambiguous. */
  line: string;
  /** Why the line cannot be parsed mechanically and how it is resolved. */
  why: string;
  /** Fields this line contributes, per type. */
  fields: Record<string, Record<string, string>>;
  /** Also run the generic parser over the line (for the parts that are unambiguous). */
  parseRest: boolean;
}

export const LINE_OVERRIDES: LineOverride[] = [
  {
    // Spec (Document 2, "### AgentRunReceiptsPage, AgentSessionsPage"):
    line: '- `hasMore`: Boolean!, `nextCursor`: String, `nodes`: [AgentRunReceipt!]! or [AgentSession!]!',
    why: 'One unlabelled row serves two types and gives `nodes` two alternative types, in heading order.',
    fields: {
      AgentRunReceiptsPage: { hasMore: 'Boolean!', nextCursor: 'String', nodes: '[AgentRunReceipt!]!' },
      AgentSessionsPage: { hasMore: 'Boolean!', nextCursor: 'String', nodes: '[AgentSession!]!' },
    },
    parseRest: false,
  },
  {
    // Spec: "- AgentSessionsPage also has `capacity`: AgentSandboxCapacity!"
    line: '- AgentSessionsPage also has `capacity`: AgentSandboxCapacity!',
    why: 'The type is named with "also has" instead of a `Type:` label.',
    fields: { AgentSessionsPage: { capacity: 'AgentSandboxCapacity!' } },
    parseRest: false,
  },
  {
    // Spec (Document 2, "### ImpersonationOp"): `accessMode` is listed without a type.
    line: '- `accessMode`; `expiresAt`: String! ("0" until known); `justification`, `opId`, `requestedByOrn`, `targetOrgId`: String!; `quorumCollected`, `quorumRequired`: Int! (2 for read-only, 3 for read-write); `requestedAt`: String!; `status`: ImpersonationOpStatus!; `targetWorkspaceId`: String',
    why: '`accessMode` has no type; it is taken from the sibling ImpersonationNotice row "`accessMode`: ImpersonationAccessMode! (`READ_ONLY` or `READ_WRITE`)".',
    fields: { ImpersonationOp: { accessMode: 'ImpersonationAccessMode!' } },
    parseRest: true,
  },
  {
    // Spec (Document 2, "### CostSavings"): the `...Exact` twins are described, not listed.
    line: '- `actualMicrocents`, `baselineMicrocents`, `savedMicrocents`: Int! with `...Exact` String twins; `savedMicrocents` = baseline minus actual, never below 0',
    why: '"with `...Exact` String twins" names three fields by pattern; their nullability is not written. Every other `...Exact` twin in the spec is `String!` (e.g. `savedMicrocentsExact`: String!, `costMicrocentsExact`: String!), so these are too.',
    fields: {
      CostSavings: {
        actualMicrocentsExact: 'String!',
        baselineMicrocentsExact: 'String!',
        savedMicrocentsExact: 'String!',
      },
    },
    parseRest: true,
  },
  {
    // Spec (Document 2, "### CuaAction"): "... `fieldKind`: CuaFieldKind; `navigate via`: `via`: CuaNavVia; `toOrigin`: String"
    line: '- `verb`: CuaActionVerb!; `at`, `from`, `to`: CuaPoint; `button`: CuaMouseButton; `clicks`, `charCount`, `dx`, `dy`: Int; `chord`: [String!]; `fieldKind`: CuaFieldKind; `navigate via`: `via`: CuaNavVia; `toOrigin`: String',
    why: '"`navigate via`: `via`: CuaNavVia" is a label (the verb it applies to) followed by the field; the field is `via`, not `navigate via`.',
    fields: { CuaAction: { via: 'CuaNavVia' } },
    parseRest: true,
  },
];

const SCALARS = new Set(['ID', 'String', 'Int', 'Float', 'Boolean', 'DateTime', 'JSON', 'Long']);

/** `name`, `name(args)` and an optional parenthetical note between the name and its colon. */
const NAME = '`[A-Za-z_][A-Za-z0-9_]*(?:\\([^`]*\\))?`(?:\\s*\\([^()]*\\))?';
const TYPE = '\\[?[A-Za-z_][A-Za-z0-9_]*!?\\]?!?';
const DECL_RE = new RegExp(`(${NAME}(?:\\s*,\\s*${NAME})*)\\s*:\\s*(${TYPE})`, 'g');
const NAME_IN_GROUP_RE = /`([A-Za-z_][A-Za-z0-9_]*)(?:\([^`]*\))?`(?:\s*\(([^()]*)\))?/g;

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function checkTypeString(t: string, where: string) {
  const m = /^(\[)?([A-Za-z_][A-Za-z0-9_]*)(!)?(\])?(!)?$/.exec(t);
  if (!m || Boolean(m[1]) !== Boolean(m[4]) || (!m[1] && m[5]))
    throw new Error(`spec-types: malformed type "${t}" at ${where}`);
  if (!SCALARS.has(m[2]) && !/^[A-Z]/.test(m[2]))
    throw new Error(`spec-types: type "${t}" at ${where} is not a type name`);
}

/** Declarations in one piece of row text, with the note that follows each up to the next one. */
function parseDecls(text: string, where: string): { name: string; type: string; note: string }[] {
  const out: { name: string; type: string; note: string }[] = [];
  const matches = [...text.matchAll(DECL_RE)];
  matches.forEach((m, i) => {
    const type = m[2];
    checkTypeString(type, where);
    const end = i + 1 < matches.length ? matches[i + 1].index! : text.length;
    const note = text
      .slice(m.index! + m[0].length, end)
      .replace(/^[\s,;.]+|[\s,;.]+$/g, '')
      .replace(/^\((.*)\)$/s, '$1')
      .replace(/^(with|and)\s+$/, '')
      .trim();
    // A parenthetical between a name and the colon (`successRate` (0.0 to 1.0)) is that name's own note.
    for (const n of m[1].matchAll(NAME_IN_GROUP_RE))
      out.push({ name: n[1], type, note: [n[2]?.trim(), note].filter(Boolean).join('; ') });
  });
  return out;
}

function addField(
  result: Record<string, SpecTypeDetail>,
  type: string,
  name: string,
  detail: SpecFieldDetail,
  where: string,
) {
  const t = result[type];
  if (!t) throw new Error(`spec-types: ${where} assigns a field to unknown type ${type}`);
  const prev = t.fields[name];
  if (prev && prev.type !== detail.type)
    throw new Error(`spec-types: ${type}.${name} is both ${prev.type} and ${detail.type} (${where})`);
  if (!prev || (!prev.note && detail.note)) t.fields[name] = detail;
}

/**
 * Full extraction: each type's prose description and each field's type and note.
 * @param docs the texts of Documents 2 and 3
 * @param typeNames the object type names (object-types.txt)
 */
export function extractSpecTypeDetails(docs: string[], typeNames: string[]): Record<string, SpecTypeDetail> {
  const known = new Set(typeNames);
  const result: Record<string, SpecTypeDetail> = {};
  for (const n of typeNames) result[n] = { description: '', fields: {} };
  const byLine = new Map(LINE_OVERRIDES.map((o) => [o.line, o]));
  const usedOverrides = new Set<string>();
  // Longest names first so `PolicyConnection:` is never read as `Policy` + text.
  const markerNames = [...known].sort((a, b) => b.length - a.length || a.localeCompare(b));
  const markerRe = new RegExp(`(?<![A-Za-z0-9_\`])(${markerNames.map(escapeRe).join('|')})(?: also has)?:(?=\\s)`, 'g');

  docs.forEach((doc, docIndex) => {
    let heading: string[] = [];
    let headingText = '';
    const lines = doc.split(/\r?\n/);
    lines.forEach((raw, lineIndex) => {
      const line = raw.trim();
      const where = `document ${docIndex + 2} line ${lineIndex + 1}`;
      if (line.startsWith('### ')) {
        headingText = line.slice(4).trim();
        heading = headingText.split(/[\s,]+/).filter((w) => known.has(w));
        return;
      }
      if (line.startsWith('#')) {
        heading = [];
        headingText = '';
        return;
      }
      if (!heading.length || !line) return;
      if (!line.startsWith('- ')) {
        // Prose under a heading describes the type (single-type headings only).
        if (heading.length === 1) result[heading[0]].description += (result[heading[0]].description ? ' ' : '') + line;
        return;
      }
      const override = byLine.get(line);
      if (override) {
        usedOverrides.add(override.line);
        for (const [type, fields] of Object.entries(override.fields)) {
          for (const [name, t] of Object.entries(fields)) {
            checkTypeString(t, where);
            addField(result, type, name, { type: t, note: '' }, where);
          }
        }
        if (!override.parseRest) return;
      }
      let body = line.slice(2);
      // A short label at the start of a row under a multi-type heading (`- Read: ...`).
      const label = /^([A-Z][A-Za-z0-9]*):\s/.exec(body);
      let defaultType: string | null = heading.length === 1 ? heading[0] : null;
      if (label && !known.has(label[1]) && heading.length > 1) {
        const hits = heading.filter((h) => h.includes(label[1]));
        if (hits.length === 1) {
          defaultType = hits[0];
          body = body.slice(label[0].length);
        }
      }
      // Split the row at `Type:` markers; text before the first marker belongs to the default type.
      const pieces: { type: string | null; text: string }[] = [];
      let cursor = 0;
      let current = defaultType;
      for (const m of body.matchAll(markerRe)) {
        pieces.push({ type: current, text: body.slice(cursor, m.index) });
        current = m[1];
        cursor = m.index! + m[0].length;
      }
      pieces.push({ type: current, text: body.slice(cursor) });
      if (pieces.every((p) => !parseDecls(p.text, where).length) && !override) {
        // A row without declarations is a note on the heading's type(s).
        for (const h of heading) result[h].description += (result[h].description ? ' ' : '') + body;
        return;
      }
      for (const piece of pieces) {
        const decls = parseDecls(piece.text, where);
        if (!decls.length) continue;
        if (!piece.type) {
          if (override) continue;
          throw new Error(
            `spec-types: ${where} under "### ${headingText}" declares fields without saying which type: ${line}`,
          );
        }
        for (const d of decls) {
          if (override?.fields[piece.type]?.[d.name]) continue;
          addField(result, piece.type, d.name, { type: d.type, note: d.note }, where);
        }
      }
    });
  });

  for (const o of LINE_OVERRIDES) {
    if (!usedOverrides.has(o.line))
      throw new Error(`spec-types: override line no longer in the specification: ${o.line}`);
  }
  const empty = typeNames.filter((n) => Object.keys(result[n].fields).length === 0);
  if (empty.length) throw new Error(`spec-types: no fields found for ${empty.join(', ')}`);
  return result;
}

/** The fixture shape: type name to field name to exact GraphQL type string, keys sorted. */
export function extractSpecTypes(docs: string[], typeNames: string[]): SpecObjectTypes {
  const details = extractSpecTypeDetails(docs, typeNames);
  const out: SpecObjectTypes = {};
  for (const type of Object.keys(details).sort()) {
    const fields: Record<string, string> = {};
    for (const f of Object.keys(details[type].fields).sort()) fields[f] = details[type].fields[f].type;
    out[type] = fields;
  }
  return out;
}

/** Reads the specification directory (object-types.txt and Documents 2 and 3). */
export async function readSpec(specDir: string): Promise<{ docs: string[]; typeNames: string[] }> {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const typeNames = readFileSync(join(specDir, 'object-types.txt'), 'utf8')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  const docs = ['02-graphql-object-types-a-l.md', '03-graphql-object-types-m-s.md'].map((f) =>
    readFileSync(join(specDir, f), 'utf8'),
  );
  return { docs, typeNames };
}
