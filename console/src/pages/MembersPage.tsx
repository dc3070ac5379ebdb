/** The organisation's members with their roles, its invitations, and inviting someone by email. */
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { when } from '../format';
import type { MemberRole } from '../gql/graphql';
import { InviteMemberMutation, MembersQuery } from '../operations';

const ROLES: MemberRole[] = ['ADMIN', 'DEVELOPER', 'VIEWER', 'BILLING'];
/** A new invitation refetches the lists (also when there was none, so no Invitation to invalidate). */
const INVITATIONS = { additionalTypenames: ['Invitation', 'Member'] };

export function MembersPage() {
  const [{ data, fetching, error }] = useQuery({ query: MembersQuery, context: INVITATIONS });
  const [invited, invite] = useMutation(InviteMemberMutation);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('DEVELOPER');
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
