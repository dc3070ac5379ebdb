/** The caller's organisation and its workspaces. */
import { useQuery } from 'urql';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { when } from '../format';
import { OrganizationQuery } from '../operations';

export function OrganizationPage() {
  const [{ data, fetching, error }] = useQuery({ query: OrganizationQuery });
  const org = data?.organization;
  return (
    <>
      {fetching && !data && <Loading what="the organisation" />}
      <ErrorNotice error={error} />
      {data && !org && <Empty>Your account belongs to no organisation. Ask an owner to invite you.</Empty>}
      {org && (
        <>
          <dl className="facts" data-testid="organization">
            <dt>Name</dt>
            <dd>{org.name}</dd>
            <dt>Slug</dt>
            <dd>
              <code>{org.slug}</code>
            </dd>
            <dt>Plan</dt>
            <dd>{org.plan}</dd>
            <dt>Status</dt>
            <dd>{org.status}</dd>
            <dt>Created</dt>
            <dd>{when(org.createdAt)}</dd>
            {org.description && (
              <>
                <dt>Description</dt>
                <dd>{org.description}</dd>
              </>
            )}
          </dl>
          <h2>Workspaces</h2>
          {org.workspaces === null || org.workspaces === undefined ? (
            <Empty>Workspaces could not be read just now; reload to try again.</Empty>
          ) : org.workspaces.length === 0 ? (
            <Empty>No workspace yet.</Empty>
          ) : (
            <table>
              <caption className="visually-hidden">Workspaces of {org.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Id</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {org.workspaces.map((w) => (
                  <tr key={w.id}>
                    <td>{w.name}</td>
                    <td>
                      <code>{w.id}</code>
                    </td>
                    <td>{w.status}</td>
                    <td>{when(w.createdAt)}</td>
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
