/** Who am I: the signed-in user as the API sees them, and what this sign-in's token may do. */
import { useQuery } from 'urql';
import type { Session } from '../auth';
import { ErrorNotice, Loading } from '../components/status';
import { when } from '../format';
import { MeQuery } from '../operations';

export function HomePage({ session }: { session: Session }) {
  const [{ data, fetching, error }] = useQuery({ query: MeQuery });
  const scopes = session.scope.split(' ').filter((s) => s.startsWith('svc:'));
  return (
    <>
      {fetching && !data && <Loading what="your account" />}
      <ErrorNotice error={error} />
      {data && (
        <dl className="facts" data-testid="me">
          <dt>Name</dt>
          <dd>
            {data.me.givenName} {data.me.familyName}
          </dd>
          <dt>Email</dt>
          <dd>{data.me.email}</dd>
          <dt>User id</dt>
          <dd>
            <code>{data.me.id}</code>
          </dd>
          <dt>Status</dt>
          <dd>{data.me.status}</dd>
          <dt>Organisation</dt>
          <dd>{data.me.organization?.name ?? '—'}</dd>
        </dl>
      )}
      <h2>This sign-in</h2>
      <p>
        The access token expires {when(new Date(session.expiresAt).toISOString())}; the console then asks you to sign in
        again (the platform gives browser clients no refresh token).
      </p>
      <details>
        <summary>{scopes.length} API scopes granted</summary>
        <ul className="scopes">
          {scopes.map((s) => (
            <li key={s}>
              <code>{s}</code>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
