/**
 * Virtual keys: model-call-only aliases with an expiry. Issue (the alias shown once), rotate (a new
 * grant serial, and a new alias when asked), revoke. The list is the platform's (the caller's own
 * keys, metadata only): an alias is never shown again after the answer that made it.
 */
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { SecretOnce } from '../components/SecretOnce';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { when } from '../format';
import type { ApiKeyScope } from '../gql/graphql';
import {
  IssueVirtualKeyMutation,
  RevokeVirtualKeyMutation,
  RotateVirtualKeyMutation,
  VirtualKeysQuery,
} from '../operations';

// The mutations answer payload types, so the list names the type it shows.
const KEYS = { additionalTypenames: ['VirtualKey'] };

export function VirtualKeys() {
  const [list] = useQuery({ query: VirtualKeysQuery, context: KEYS });
  const keys = list.data?.virtualKeys ?? [];
  const [issued, issue] = useMutation(IssueVirtualKeyMutation);
  const [rotated, rotate] = useMutation(RotateVirtualKeyMutation);
  const [revoked, revoke] = useMutation(RevokeVirtualKeyMutation);
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);
  const [keyClass, setKeyClass] = useState<ApiKeyScope>('TEST');
  const [days, setDays] = useState('30');
  const [models, setModels] = useState('');
  const [newAlias, setNewAlias] = useState(false);

  const onIssue = async (e: FormEvent) => {
    e.preventDefault();
    const allowedModels = models
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    const notAfter = new Date(Date.now() + Number(days) * 86_400_000);
    const r = await issue(
      {
        input: {
          scope: keyClass,
          notAfter: Number.isNaN(notAfter.getTime()) ? days : notAfter.toISOString(),
          allowedModels,
        },
      },
      KEYS,
    );
    if (!r.data) return;
    const k = r.data.issueVirtualKey;
    setShown({ name: k.vkid, secret: k.alias });
  };
  const onRotate = async (vkid: string) => {
    const r = await rotate({ vkid, rotateAlias: newAlias }, KEYS);
    if (r.data?.rotateVirtualKey.alias) setShown({ name: vkid, secret: r.data.rotateVirtualKey.alias });
  };
  const onRevoke = async (vkid: string) => {
    await revoke({ vkid }, KEYS);
  };

  return (
    <section aria-labelledby="virtual-keys">
      <h2 id="virtual-keys">Virtual keys</h2>
      <p className="note">
        A virtual key may only call models (those listed, or every model the workspace may call) and stops working at
        its expiry.
      </p>
      {shown && <SecretOnce {...shown} what="Virtual key alias" onDone={() => setShown(null)} />}
      <form className="inline-form" onSubmit={(e) => void onIssue(e)} aria-label="Issue a virtual key">
        <label>
          Key class
          <select name="vk-class" value={keyClass} onChange={(e) => setKeyClass(e.target.value as ApiKeyScope)}>
            <option>SANDBOX</option>
            <option>TEST</option>
            <option>LIVE</option>
          </select>
        </label>
        <label>
          Valid for (days)
          <input required name="vk-days" inputMode="decimal" value={days} onChange={(e) => setDays(e.target.value)} />
        </label>
        <label className="wide">
          Allowed models (comma-separated; empty for all)
          <input name="vk-models" value={models} onChange={(e) => setModels(e.target.value)} />
        </label>
        <button type="submit" disabled={issued.fetching}>
          {issued.fetching ? 'Issuing…' : 'Issue virtual key'}
        </button>
      </form>
      <ErrorNotice error={issued.error} title="The virtual key was not issued" />
      <ErrorNotice error={rotated.error} title="The virtual key was not rotated" />
      <ErrorNotice error={revoked.error} title="The virtual key was not revoked" />
      <ErrorNotice error={list.error} title="The virtual keys could not be listed" />
      {list.fetching && !list.data ? (
        <Loading what="virtual keys" />
      ) : keys.length === 0 ? (
        <Empty>You have no virtual keys yet: issue one above.</Empty>
      ) : (
        <>
          <label>
            <input type="checkbox" checked={newAlias} onChange={(e) => setNewAlias(e.target.checked)} /> Rotation also
            replaces the alias (the old alias stops working)
          </label>
          <table data-testid="virtual-keys">
            <caption className="visually-hidden">Your virtual keys</caption>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Class</th>
                <th scope="col">Expires</th>
                <th scope="col">Grant serial</th>
                <th scope="col">Models</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.vkid} data-vkid={k.vkid}>
                  <td>
                    <code>
                      {k.vkid} …{k.aliasHint}
                    </code>
                  </td>
                  <td>{k.scope}</td>
                  <td>{when(k.notAfter)}</td>
                  <td>{k.grantSerial}</td>
                  <td>{k.allowedModels.length === 0 ? 'all' : k.allowedModels.join(', ')}</td>
                  <td className="state">
                    {k.status === 'REVOKED' && k.revokedAt
                      ? `revoked ${when(k.revokedAt)}`
                      : k.status === 'EXPIRED'
                        ? 'expired'
                        : 'active'}
                  </td>
                  <td className="actions">
                    {k.status === 'ACTIVE' && (
                      <>
                        <button type="button" onClick={() => void onRotate(k.vkid)} disabled={rotated.fetching}>
                          Rotate<span className="visually-hidden"> {k.vkid}</span>
                        </button>
                        <button type="button" className="danger" onClick={() => void onRevoke(k.vkid)}>
                          Revoke<span className="visually-hidden"> {k.vkid}</span>
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
