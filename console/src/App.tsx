/** The console's shell: the signed-in user's navigation, the page for the path, focus on each page's heading. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Provider } from 'urql';
import type { Auth, Session } from './auth';
import type { ConsoleConfig } from './config';
import { createGraphqlClient } from './graphql-client';
import { ApiKeysPage } from './pages/ApiKeysPage';
import { AuditPage } from './pages/AuditPage';
import { GovernancePage } from './pages/GovernancePage';
import { HomePage } from './pages/HomePage';
import { LivePage } from './pages/LivePage';
import { MembersPage } from './pages/MembersPage';
import { OrganizationPage } from './pages/OrganizationPage';
import { PlanPage } from './pages/PlanPage';
import { SecurityPage } from './pages/SecurityPage';
import { SsoPage } from './pages/SsoPage';
import { UsagePage } from './pages/UsagePage';
import { WebhooksPage } from './pages/WebhooksPage';
import { navigate, usePath } from './router';

export const PAGES = [
  { path: '/', title: 'Who am I', Page: HomePage },
  { path: '/organization', title: 'Organisation', Page: OrganizationPage },
  { path: '/api-keys', title: 'API keys', Page: ApiKeysPage },
  { path: '/audit', title: 'Audit trail', Page: AuditPage },
  { path: '/usage', title: 'Usage and budgets', Page: UsagePage },
  { path: '/live', title: 'Live inference', Page: LivePage },
  { path: '/members', title: 'Members', Page: MembersPage },
  { path: '/plan', title: 'Plan and invoices', Page: PlanPage },
  { path: '/sso', title: 'SSO and domains', Page: SsoPage },
  { path: '/security', title: 'Security', Page: SecurityPage },
  { path: '/webhooks', title: 'Webhooks', Page: WebhooksPage },
  { path: '/governance', title: 'Governance approvals', Page: GovernancePage },
] as const;

export function App({ cfg, auth }: { cfg: ConsoleConfig; auth: Auth }) {
  const [session, setSession] = useState<Session | null>(() => auth.session());
  const [signOutError, setSignOutError] = useState<Error | null>(null);
  const path = usePath();
  const client = useMemo(() => createGraphqlClient(cfg.apiUrl, () => auth.session()?.accessToken ?? null), [cfg, auth]);
  const heading = useRef<HTMLHeadingElement>(null);
  const page = PAGES.find((p) => p.path === path);

  useEffect(() => {
    document.title = `${page?.title ?? 'Not found'} · Console`;
    // Moves focus to the new page's heading, so a screen reader announces where the user is.
    if (path !== '/' || document.activeElement !== document.body) heading.current?.focus();
  }, [path, page]);

  if (!session)
    return (
      <main className="signed-out">
        <h1>Console</h1>
        <p>Sign in with your platform account to manage your organisation.</p>
        <button type="button" onClick={() => void auth.signIn(location.pathname)}>
          Sign in
        </button>
      </main>
    );

  const signOut = async () => {
    try {
      await auth.signOut();
    } catch (e) {
      setSignOutError(e as Error);
    }
    setSession(null);
  };

  return (
    <Provider value={client}>
      <a className="skip" href="#content">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">Console</span>
        <nav aria-label="Pages">
          <ul>
            {PAGES.map((p) => (
              <li key={p.path}>
                <a
                  href={p.path}
                  aria-current={p.path === path ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(p.path);
                  }}
                >
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <span className="who">{session.email}</span>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main id="content">
        <h1 ref={heading} tabIndex={-1}>
          {page?.title ?? 'Not found'}
        </h1>
        {signOutError && (
          <p role="alert">Signed out here; the platform did not confirm revocation: {signOutError.message}</p>
        )}
        {page ? <page.Page session={session} /> : <p>No such page. Pick one above.</p>}
      </main>
    </Provider>
  );
}
