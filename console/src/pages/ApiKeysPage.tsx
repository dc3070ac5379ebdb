/**
 * The caller's API keys: create (the secret shown once), rotate (a new secret, shown once), revoke
 * (confirmed); virtual keys; and bulk revocation behind its preview, confirmation and step-up.
 */
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { Session } from '../auth';
import { SecretOnce } from '../components/SecretOnce';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { when } from '../format';
import type { ApiKeyScope } from '../gql/graphql';
import { BulkRevoke } from './BulkRevoke';
import { VirtualKeys } from './VirtualKeys';
import { ApiKeysQuery, CreateApiKeyMutation, RevokeApiKeyMutation, RotateApiKeyMutation } from '../operations';

const SCOPES: ApiKeyScope[] = ['SANDBOX', 'TEST', 'LIVE'];
const refresh = { additionalTypenames: ['ApiKey'] };

export function ApiKeysPage({ session }: { session: Session }) {
  const [{ data, fetching, error }] = useQuery({ query: ApiKeysQuery, context: refresh });
  const [create, doCreate] = useMutation(CreateApiKeyMutation);
  const [rotate, doRotate] = useMutation(RotateApiKeyMutation);
  const [revoke, doRevoke] = useMutation(RevokeApiKeyMutation);
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('TEST');

  const onCreate = async (e: FormEvent) => {
    e.preventDefault();
    const r = await doCreate({ input: { name: name.trim(), scope } }, refresh);
    if (r.data) {
      setShown({ name: r.data.createApiKey.apiKey.name, secret: r.data.createApiKey.plaintextKey });
      setName('');
    }
  };
  const onRotate = async (id: string) => {
    const r = await doRotate({ id }, refresh);
    if (r.data) setShown({ name: r.data.rotateApiKey.apiKey.name, secret: r.data.rotateApiKey.plaintextKey });
  };
  const onRevoke = async (id: string) => {
    setConfirming(null);
    await doRevoke({ id }, refresh);
  };

  return (
    <>
      {shown && <SecretOnce {...shown} onDone={() => setShown(null)} />}
      <form className="inline-form" onSubmit={(e) => void onCreate(e)} aria-labelledby="create-key">
        <h2 id="create-key">Create a key</h2>
        <label>
          Name
          <input required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} name="key-name" />
        </label>
        <label>
          Class
          <select value={scope} onChange={(e) => setScope(e.target.value as ApiKeyScope)} name="key-scope">
            {SCOPES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={create.fetching}>
          {create.fetching ? 'Creating…' : 'Create key'}
        </button>
      </form>
      <ErrorNotice error={create.error} title="The key was not created" />
      <ErrorNotice error={rotate.error} title="The key was not rotated" />
      <ErrorNotice error={revoke.error} title="The key was not revoked" />

      <h2>Your keys</h2>
      {fetching && !data && <Loading what="your API keys" />}
      <ErrorNotice error={error} />
      {data && data.apiKeys.length === 0 && <Empty>You have no API key yet: create one above.</Empty>}
      {data && data.apiKeys.length > 0 && (
        <table data-testid="api-keys">
          <caption className="visually-hidden">Your API keys</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Class</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.apiKeys.map((k) => (
              <tr key={k.id} data-key-name={k.name}>
                <td>{k.name}</td>
                <td>
                  <code>
                    {k.prefix}…{k.keyHint}
                  </code>
                </td>
                <td>{k.scope}</td>
                <td>{when(k.createdAt)}</td>
                <td>{when(k.lastUsedAt)}</td>
                <td className="state">{k.revokedAt ? `revoked ${when(k.revokedAt)}` : 'active'}</td>
                <td className="actions">
                  {!k.revokedAt &&
                    (confirming === k.id ? (
                      <>
                        <button type="button" className="danger" onClick={() => void onRevoke(k.id)}>
                          Confirm revoke {k.name}
                        </button>
                        <button type="button" onClick={() => setConfirming(null)}>
                          Keep it
                        </button>
                      </>
                    ) : (
                      <>
                        <button type="button" onClick={() => void onRotate(k.id)} disabled={rotate.fetching}>
                          Rotate<span className="visually-hidden"> {k.name}</span>
                        </button>
                        <button type="button" onClick={() => setConfirming(k.id)}>
                          Revoke<span className="visually-hidden"> {k.name}</span>
                        </button>
                      </>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <VirtualKeys />
      <BulkRevoke accessToken={session.accessToken} />
    </>
  );
}
