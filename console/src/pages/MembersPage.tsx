/**
 * The organisation's members with their roles (changed in place; the platform refuses what would
 * escalate or leave the workspace without an administrator), removal (confirmed first), its
 * invitations (a pending one can be revoked), and inviting someone by email.
 */
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { when } from '../format';
import type { MemberRole } from '../gql/graphql';
import {
  InviteMemberMutation,
  MembersQuery,
  RemoveMemberMutation,
  RevokeInvitationMutation,
  UpdateMemberRoleMutation,
} from '../operations';

const ROLES: MemberRole[] = ['ADMIN', 'DEVELOPER', 'VIEWER', 'BILLING'];
/** A new invitation refetches the lists (also when there was none, so no Invitation to invalidate). */
const INVITATIONS = { additionalTypenames: ['Invitation', 'Member'] };

export function MembersPage() {
  const [{ data, fetching, error }] = useQuery({ query: MembersQuery, context: INVITATIONS });
  const [invited, invite] = useMutation(InviteMemberMutation);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('DEVELOPER');
  const [changed, changeRole] = useMutation(UpdateMemberRoleMutation);
  const [roles, setRoles] = useState<Record<string, MemberRole>>({});
  const [removed, remove] = useMutation(RemoveMemberMutation);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [revoked, revoke] = useMutation(RevokeInvitationMutation);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await invite({ input: { email: email.trim(), role } }, INVITATIONS);
    if (r.data) setEmail('');
  };
  return (
    <>
      <form className="inline-form" onSubmit={(e) => void submit(e)} aria-labelledby="invite">
        <h2 id="invite">Invite someone</h2>
        <label>
          Email
          <input
            required
            type="email"
            maxLength={320}
            name="invite-email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          Role
          <select name="invite-role" value={role} onChange={(e) => setRole(e.target.value as MemberRole)}>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={invited.fetching}>
          {invited.fetching ? 'Inviting…' : 'Send invitation'}
        </button>
      </form>
      <ErrorNotice error={invited.error} title="The invitation was not sent" />
      {invited.data && (
        <p role="status">
          Invitation sent to {invited.data.inviteMember.email}; it expires {when(invited.data.inviteMember.expiresAt)}.
        </p>
      )}
      <ErrorNotice error={changed.error} title="The role was not changed" />
      {changed.data && (
        <p role="status">Role changed to {changed.data.updateMemberRole.role}; it applies to their next request.</p>
      )}
      <ErrorNotice error={removed.error} title="The member was not removed" />
      {removed.data && (
        <p role="status">
          {removed.data.removeMember
            ? 'Member removed; their sessions and keys in this workspace stop working.'
            : 'That member was already gone.'}
        </p>
      )}
      <ErrorNotice error={revoked.error} title="The invitation was not revoked" />
      {fetching && !data && <Loading what="members" />}
      <ErrorNotice error={error} />
      {data && (
        <>
          <h2>Members</h2>
          {data.members.length === 0 ? (
            <Empty>No member yet: invite someone above.</Empty>
          ) : (
            <table data-testid="members">
              <caption className="visually-hidden">Members of the organisation</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Change role</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((m) => (
                  <tr key={m.id}>
                    <td>
                      {m.user.givenName} {m.user.familyName}
                    </td>
                    <td>{m.user.email}</td>
                    <td>{m.role}</td>
                    <td>{when(m.joinedAt)}</td>
                    <td className="actions">
                      <select
                        aria-label={`New role of ${m.user.email}`}
                        value={roles[m.id] ?? m.role}
                        onChange={(e) => setRoles({ ...roles, [m.id]: e.target.value as MemberRole })}
                      >
                        {ROLES.map((r) => (
                          <option key={r}>{r}</option>
                        ))}
                      </select>
                      <button
                        type="button"
                        disabled={changed.fetching || (roles[m.id] ?? m.role) === m.role}
                        onClick={() => void changeRole({ memberId: m.id, role: roles[m.id] ?? m.role }, INVITATIONS)}
                      >
                        Change role<span className="visually-hidden"> of {m.user.email}</span>
                      </button>
                    </td>
                    <td className="actions">
                      {confirming === m.id ? (
                        <>
                          <button
                            type="button"
                            className="danger"
                            disabled={removed.fetching}
                            onClick={() => {
                              setConfirming(null);
                              void remove({ memberId: m.id }, INVITATIONS);
                            }}
                          >
                            Confirm removal<span className="visually-hidden"> of {m.user.email}</span>
                          </button>
                          <button type="button" onClick={() => setConfirming(null)}>
                            Keep<span className="visually-hidden"> {m.user.email}</span>
                          </button>
                        </>
                      ) : (
                        <button type="button" className="danger" onClick={() => setConfirming(m.id)}>
                          Remove<span className="visually-hidden"> {m.user.email}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>Invitations</h2>
          {data.invitations.length === 0 ? (
            <Empty>No invitation is open.</Empty>
          ) : (
            <table data-testid="invitations">
              <caption className="visually-hidden">Invitations</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Expires</th>
                  <th scope="col">
                    <span className="visually-hidden">Revoke</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.invitations.map((i) => (
                  <tr key={i.id}>
                    <td>{i.email}</td>
                    <td>{i.role}</td>
                    <td>{i.status}</td>
                    <td>{when(i.createdAt)}</td>
                    <td>{when(i.expiresAt)}</td>
                    <td className="actions">
                      {i.status === 'PENDING' && (
                        <button
                          type="button"
                          className="danger"
                          disabled={revoked.fetching}
                          onClick={() => void revoke({ id: i.id }, INVITATIONS)}
                        >
                          Revoke<span className="visually-hidden"> the invitation to {i.email}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </>
  );
}
