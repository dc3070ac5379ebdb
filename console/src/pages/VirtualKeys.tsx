/**
 * Virtual keys: model-call-only aliases with an expiry. Issue (the alias shown once), rotate (a new
 * grant serial, and a new alias when asked), revoke. The API lists no virtual keys, so the ones
 * issued in this tab are remembered here (ids and hints only, never the alias).
 */
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { SecretOnce } from '../components/SecretOnce';
import { Empty, ErrorNotice } from '../components/status';
import { when } from '../format';
import type { ApiKeyScope } from '../gql/graphql';
import { IssueVirtualKeyMutation, RevokeVirtualKeyMutation, RotateVirtualKeyMutation } from '../operations';

interface IssuedKey {
  vkid: string;
  aliasHint: string;
  keyClass: ApiKeyScope;
  notAfter: string;
  grantSerial?: string;
  revokedAt?: string;
}

const STORE = 'console.virtualKeys';
const load = (): IssuedKey[] => {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as IssuedKey[];
  } catch {
    return [];
  }
};

export function VirtualKeys() {
  const [keys, setKeys] = useState<IssuedKey[]>(load);
  const [issued, issue] = useMutation(IssueVirtualKeyMutation);
  const [rotated, rotate] = useMutation(RotateVirtualKeyMutation);
  const [revoked, revoke] = useMutation(RevokeVirtualKeyMutation);
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);
  const [keyClass, setKeyClass] = useState<ApiKeyScope>('TEST');
  const [days, setDays] = useState('30');
  const [models, setModels] = useState('');
  const [newAlias, setNewAlias] = useState(false);

  const save = (next: IssuedKey[]) => {
    setKeys(next);
    sessionStorage.setItem(STORE, JSON.stringify(next));
  };
  const patch = (vkid: string, p: Partial<IssuedKey>) =>
    save(load().map((k) => (k.vkid === vkid ? { ...k, ...p } : k)));

  const onIssue = async (e: FormEvent) => {
    e.preventDefault();
    const allowedModels = models
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    const notAfter = new Date(Date.now() + Number(days) * 86_400_000);
    const r = await issue({
      input: {
        scope: keyClass,
        notAfter: Number.isNaN(notAfter.getTime()) ? days : notAfter.toISOString(),
        allowedModels,
      },
    });
    if (!r.data) return;
    const k = r.data.issueVirtualKey;
    save([{ vkid: k.vkid, aliasHint: k.aliasHint, keyClass, notAfter: k.notAfter }, ...load()]);
    setShown({ name: k.vkid, secret: k.alias });
  };
  const onRotate = async (vkid: string) => {
    const r = await rotate({ vkid, rotateAlias: newAlias });
    if (!r.data) return;
    patch(vkid, { grantSerial: r.data.rotateVirtualKey.grantSerial });
    if (r.data.rotateVirtualKey.alias) setShown({ name: vkid, secret: r.data.rotateVirtualKey.alias });
  };
  const onRevoke = async (vkid: string) => {
    const r = await revoke({ vkid });
    if (r.data) patch(vkid, { revokedAt: r.data.revokeVirtualKey.revokedAt });
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
      {keys.length === 0 ? (
        <Empty>No virtual key issued in this tab: issue one above (the platform does not list them).</Empty>
      ) : (
        <>
          <label>
            <input type="checkbox" checked={newAlias} onChange={(e) => setNewAlias(e.target.checked)} /> Rotation also
            replaces the alias (the old alias stops working)
          </label>
          <table data-testid="virtual-keys">
            <caption className="visually-hidden">Virtual keys issued in this tab</caption>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Class</th>
                <th scope="col">Expires</th>
                <th scope="col">Grant serial</th>
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
                  <td>{k.keyClass}</td>
                  <td>{when(k.notAfter)}</td>
                  <td>{k.grantSerial ?? '—'}</td>
                  <td className="state">{k.revokedAt ? `revoked ${when(k.revokedAt)}` : 'active'}</td>
                  <td className="actions">
                    {!k.revokedAt && (
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
