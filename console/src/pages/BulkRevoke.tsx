/**
 * Bulk revocation of API keys: a preview says how many keys it would revoke and the exact text to
 * type; the revocation runs only after that text is typed and a step-up grant bound to the
 * preview's operation is obtained (a preview goes stale when the key set changes).
 */
import { type FormEvent, useState } from 'react';
import { type CombinedError, useClient, useMutation } from 'urql';
import { StepUpPrompt } from '../components/StepUpPrompt';
import { ErrorNotice } from '../components/status';
import type { ApiKeyBulkRevokeScope, ConsoleBulkRevocationPreviewQuery } from '../gql/graphql';
import { withStepUp } from '../graphql-client';
import { BulkRevocationPreviewQuery, BulkRevokeApiKeysMutation } from '../operations';

const refresh = { additionalTypenames: ['ApiKey'] };
type Preview = ConsoleBulkRevocationPreviewQuery['apiKeyBulkRevocationPreview'];

export function BulkRevoke({ accessToken }: { accessToken: string }) {
  const client = useClient();
  const [scope, setScope] = useState<ApiKeyBulkRevokeScope>('SELF');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewError, setPreviewError] = useState<CombinedError | null>(null);
  const [typed, setTyped] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [revoked, revoke] = useMutation(BulkRevokeApiKeysMutation);

  const reset = () => {
    setPreview(null);
    setTyped('');
    setConfirmed(false);
  };
  const onPreview = async (e: FormEvent) => {
    e.preventDefault();
    reset();
    const r = await client.query(BulkRevocationPreviewQuery, { scope }, { requestPolicy: 'network-only' }).toPromise();
    setPreviewError(r.error ?? null);
    if (r.data) setPreview(r.data.apiKeyBulkRevocationPreview);
  };
  const onGranted = async (stepUpToken: string) => {
    if (!preview) return;
    const input = {
      scope: preview.scope,
      confirmationText: preview.confirmationText,
      operationBinding: preview.operationBinding,
    };
    await revoke({ input }, { ...refresh, ...withStepUp(accessToken, stepUpToken) });
    reset();
  };

  return (
    <section aria-labelledby="bulk-revoke">
      <h2 id="bulk-revoke">Revoke keys in bulk</h2>
      <form className="inline-form" onSubmit={(e) => void onPreview(e)} aria-label="Preview a bulk revocation">
        <label>
          Which keys
          <select name="bulk-scope" value={scope} onChange={(e) => setScope(e.target.value as ApiKeyBulkRevokeScope)}>
            <option value="SELF">SELF: every active key of mine</option>
            <option value="WORKSPACE">WORKSPACE: every active key of the workspace</option>
          </select>
        </label>
        <button type="submit">Preview revocation</button>
      </form>
      <ErrorNotice error={previewError} title="No preview" />
      {preview && preview.affectedCount === 0 && <p role="status">No active key to revoke in that scope.</p>}
      {preview && preview.affectedCount > 0 && !confirmed && (
        <form
          className="inline-form"
          data-testid="bulk-preview"
          aria-label="Confirm the bulk revocation"
          onSubmit={(e) => {
            e.preventDefault();
            setConfirmed(true);
          }}
        >
          <p role="status">
            This revokes <strong data-testid="bulk-count">{preview.affectedCount}</strong> active key
            {preview.affectedCount === 1 ? '' : 's'} at once; applications using them stop working. Type{' '}
            <code>{preview.confirmationText}</code> to go on.
          </p>
          <label className="wide">
            Confirmation
            <input name="bulk-confirmation" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <button type="submit" className="danger" disabled={typed !== preview.confirmationText}>
            Revoke {preview.affectedCount} keys
          </button>
          <button type="button" onClick={reset}>
            Cancel
          </button>
        </form>
      )}
      {preview && confirmed && (
        <StepUpPrompt
          scope="BULK_REVOKE_API_KEYS"
          operationBinding={preview.operationBinding}
          action={`Revoking ${preview.affectedCount} keys`}
          onGranted={(t) => void onGranted(t)}
          onCancel={reset}
        />
      )}
      <ErrorNotice error={revoked.error} title="The keys were not revoked" />
      {revoked.data && (
        <p role="status" data-testid="bulk-result">
          Revoked {revoked.data.bulkRevokeApiKeys.affectedCount} keys (operation{' '}
          <code>{revoked.data.bulkRevokeApiKeys.operationId}</code>).
        </p>
      )}
    </section>
  );
}
