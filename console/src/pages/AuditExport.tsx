/**
 * Export a window of the audit trail as a signed `.audit.zip`, and the verification that came with
 * it: the platform verifies the whole live chain (every hash, signature and link, from genesis or
 * its latest signed purge checkpoint to its head) before it signs an export, and refuses a broken
 * chain with SVC-AUDIT-CHAIN-BROKEN. The API has no other verification operation, so the receipt
 * is the platform's verdict; the console then downloads the archive and checks it against the
 * receipt (audit-archive.ts). Checking every event against keys the reader trusts is the offline
 * verifier's.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { type ArchiveCheck, checkArchive } from '../audit-archive';
import { ErrorNotice } from '../components/status';
import { when } from '../format';
import { ExportAuditEventsMutation } from '../operations';

/** A datetime-local value (the browser's zone) for an instant. */
const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export function AuditExport() {
  const [range, setRange] = useState(() => {
    const now = new Date();
    return { since: local(new Date(now.getTime() - 24 * 3600_000)), until: local(new Date(now.getTime() + 60_000)) };
  });
  const [exported, doExport] = useMutation(ExportAuditEventsMutation);
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const since = new Date(range.since);
    const until = new Date(range.until);
    if (Number.isNaN(since.getTime()) || Number.isNaN(until.getTime())) return setInvalid('Enter both instants.');
    setInvalid(null);
    await doExport({ since: since.toISOString(), until: until.toISOString() });
  };
  const r = exported.data?.exportAuditEvents;
  const [check, setCheck] = useState<ArchiveCheck | 'checking' | null>(null);
  useEffect(() => {
    if (!r) return setCheck(null);
    let live = true;
    setCheck('checking');
    fetch(r.presignedUrl)
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return new Uint8Array(await res.arrayBuffer());
      })
      .then(
        (bytes) => checkArchive(bytes, r),
        (e: Error): ArchiveCheck => ({ ok: false, problem: `it could not be downloaded (${e.message})`, chain: null }),
      )
      .then((c) => live && setCheck(c));
    return () => {
      live = false;
    };
  }, [r]);
  return (
    <section aria-labelledby="export">
      <h2 id="export">Export and verify</h2>
      <p>
        The platform verifies the whole chain before it signs an export; a chain with an event changed or missing is
        refused with <code>SVC-AUDIT-CHAIN-BROKEN</code> and nothing is exported.
      </p>
      <form className="inline-form" onSubmit={(e) => void submit(e)} aria-label="Export a time range">
        <label>
          Export since
          <input
            required
            type="datetime-local"
            name="exportSince"
            value={range.since}
            onChange={(e) => setRange({ ...range, since: e.target.value })}
          />
        </label>
        <label>
          Export until
          <input
            required
            type="datetime-local"
            name="exportUntil"
            value={range.until}
            onChange={(e) => setRange({ ...range, until: e.target.value })}
          />
        </label>
        <button type="submit" disabled={exported.fetching}>
          {exported.fetching ? 'Verifying and signing…' : 'Export and verify'}
        </button>
      </form>
      {exported.fetching && (
        <p role="status" aria-live="polite" className="loading">
          Verifying the chain and signing the export…
        </p>
      )}
      {invalid && <p role="alert">{invalid}</p>}
      <ErrorNotice error={exported.error} title="The chain was not exported" />
      {r && !exported.fetching && (
        <div data-testid="export-receipt" aria-live="polite">
          <p role="status">
            The platform verified the chain, then signed this export: {r.nEvents} events in the range.
          </p>
          <dl className="facts">
            <dt>Export</dt>
            <dd>
              <code>{r.exportId}</code>
            </dd>
            <dt>Manifest SHA-256</dt>
            <dd>
              <code>{r.manifestSha256}</code>
            </dd>
            <dt>Signed by (Ed25519 public key)</dt>
            <dd>
              <code data-testid="signed-by">{r.signedBy}</code>
            </dd>
            <dt>Download</dt>
            <dd>
              <a href={r.presignedUrl} download>
                {r.exportId}.audit.zip
              </a>{' '}
              (the link is the credential; it expires {when(r.urlExpiresAt)})
            </dd>
          </dl>
          {check === 'checking' && (
            <p role="status" className="loading">
              Downloading the archive and checking it against the receipt…
            </p>
          )}
          {check && check !== 'checking' && check.ok && check.chain && (
            <p role="status" data-testid="archive-check">
              Archive checked in this browser: the manifest signature verifies under the signing key, every member
              matches its SHA-256, {r.nEvents} events. The platform verified chain <code>{check.chain.chainKey}</code>{' '}
              from {check.chain.fromCheckpoint ? 'its latest signed purge checkpoint' : 'genesis'} (sequence{' '}
              {check.chain.firstSeq}) to its head
              {check.chain.headSeq === null ? ' (no event yet)' : ` at sequence ${check.chain.headSeq}`}.
            </p>
          )}
          {check && check !== 'checking' && !check.ok && (
            <div role="alert" className="error" data-testid="archive-check">
              <strong>The downloaded archive failed this browser's check</strong>
              <p>Problem: {check.problem}.</p>
            </div>
          )}
          <p className="note">
            To check it yourself against keys you trust:{' '}
            <code>npm run audit:verify -- --export FILE --trusted-keys KEYS</code>.
          </p>
        </div>
      )}
    </section>
  );
}
