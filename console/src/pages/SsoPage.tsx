/**
 * Single sign-on and provisioning: the organisation's SAML configuration (upsertSsoConfig), where an
 * identity provider sends SCIM, and domain verification (the DNS TXT record to publish, then a
 * check).
 */
import { type FormEvent, useEffect, useState } from 'react';
import { type CombinedError, useClient, useMutation, useQuery } from 'urql';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { loadConfig } from '../config';
import { when } from '../format';
import type { ConsoleDomainVerificationFragment, SsoRole } from '../gql/graphql';
import {
  CheckDomainVerificationQuery,
  RequestDomainVerificationMutation,
  SsoQuery,
  UpsertSsoConfigMutation,
} from '../operations';

const ROLES: SsoRole[] = ['VIEWER', 'DEVELOPER', 'BILLING', 'ADMIN'];
const METHODS = ['DNS_TXT', 'EMAIL', 'SSO'] as const;
const SSO = { additionalTypenames: ['SsoConfig', 'DomainVerification'] };

/** "group = ROLE" lines → mappings; a line that is not of that form is sent as it is for the platform to refuse. */
const mappings = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [idpGroup = '', role = ''] = l.split('=').map((p) => p.trim());
      return { idpGroup, role: role.toUpperCase() as SsoRole };
    });

function SsoForm() {
  const [{ data, fetching, error }] = useQuery({ query: SsoQuery, context: SSO });
  const [saved, save] = useMutation(UpsertSsoConfigMutation);
  const cfg = data?.ssoConfig;
  const [entityId, setEntityId] = useState<string | null>(null);
  const [ssoUrl, setSsoUrl] = useState<string | null>(null);
  const [cert, setCert] = useState<string | null>(null);
  const [role, setRole] = useState<SsoRole | null>(null);
  const [groups, setGroups] = useState<string | null>(null);
  const v = {
    entityId: entityId ?? cfg?.entityId ?? '',
    ssoUrl: ssoUrl ?? cfg?.ssoUrl ?? '',
    certificatePem: cert ?? cfg?.certificatePem ?? '',
    defaultRole: role ?? cfg?.defaultRole ?? 'VIEWER',
    groups: groups ?? cfg?.groupMappings.map((g) => `${g.idpGroup} = ${g.role}`).join('\n') ?? '',
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { groups: g, ...rest } = v;
    await save({ input: { ...rest, groupMappings: mappings(g) } }, SSO);
  };
  return (
    <section aria-labelledby="sso">
      <h2 id="sso">SAML single sign-on</h2>
      {fetching && !data && <Loading what="the SSO configuration" />}
      <ErrorNotice error={error} />
      {data && !cfg && <Empty>No SSO configured: fill in your identity provider's details below.</Empty>}
      {cfg && (
        <p data-testid="sso-status">
          Status <strong>{cfg.status}</strong>, updated {when(cfg.updatedAt)}; last SSO sign-in {when(cfg.lastLoginAt)}.
        </p>
      )}
      <form className="stacked-form" onSubmit={(e) => void submit(e)} aria-label="SSO configuration">
        <label>
          Identity provider entity ID
          <input required name="sso-entity-id" value={v.entityId} onChange={(e) => setEntityId(e.target.value)} />
        </label>
        <label>
          Sign-in URL (https)
          <input required name="sso-url" value={v.ssoUrl} onChange={(e) => setSsoUrl(e.target.value)} />
        </label>
        <label>
          Signing certificate (PEM)
          <textarea
            required
            name="sso-certificate"
            rows={6}
            value={v.certificatePem}
            onChange={(e) => setCert(e.target.value)}
          />
        </label>
        <label>
          Role of a new SSO user
          <select name="sso-role" value={v.defaultRole} onChange={(e) => setRole(e.target.value as SsoRole)}>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <label>
          Group mappings (one “group = ROLE” a line)
          <textarea name="sso-groups" rows={3} value={v.groups} onChange={(e) => setGroups(e.target.value)} />
        </label>
        <button type="submit" disabled={saved.fetching}>
          {saved.fetching ? 'Saving…' : 'Save SSO configuration'}
        </button>
      </form>
      <ErrorNotice error={saved.error} title="The SSO configuration was not saved" />
      {saved.data && <p role="status">Saved: status {saved.data.upsertSsoConfig.status}.</p>}
    </section>
  );
}

function Scim() {
  const [base, setBase] = useState<string | null>(null);
  useEffect(() => {
    loadConfig().then(
      (c) => setBase(c.apiUrl),
      () => setBase(null),
    );
  }, []);
  return (
    <section aria-labelledby="scim">
      <h2 id="scim">SCIM provisioning</h2>
      <p>
        Point your identity provider's SCIM 2.0 connector at{' '}
        <code data-testid="scim-endpoint">{`${base ?? '{base_url}'}/api/v1/iam/scim/v2`}</code> (users of this
        workspace; filter <code>userName eq</code>, soft delete).
      </p>
      <p className="note">
        It authenticates with an OAuth access token holding <code>svc:iam:scim:read</code>,{' '}
        <code>svc:iam:scim:write</code> and <code>svc:iam:scim:delete</code> (client credentials of a confidential
        client); API keys are refused. The API does not issue SCIM credentials yet: ask your platform operator to
        register the provider's client.
      </p>
    </section>
  );
}

function Record({ v }: { v: ConsoleDomainVerificationFragment }) {
  if (v.dnsRecordName && v.dnsRecordValue)
    return (
      <div className="record" data-testid="dns-record">
        <p>Publish this DNS TXT record, then check (the value is shown only now: copy it before you leave the page):</p>
        <dl>
          <dt>Name</dt>
          <dd>
            <code>{v.dnsRecordName}</code>
          </dd>
          <dt>Type</dt>
          <dd>
            <code>TXT</code>
          </dd>
          <dt>Value</dt>
          <dd>
            <code data-testid="dns-record-value">{v.dnsRecordValue}</code>
          </dd>
        </dl>
      </div>
    );
  if (v.roleEmail) return <p>A link was mailed to {v.roleEmail}: follow it, then check.</p>;
  return null;
}

function Domains() {
  const client = useClient();
  const [{ data }] = useQuery({ query: SsoQuery, context: SSO });
  const [requested, request] = useMutation(RequestDomainVerificationMutation);
  const [checkError, setCheckError] = useState<CombinedError | null>(null);
  const [checked, setChecked] = useState<Record<string, ConsoleDomainVerificationFragment>>({});
  const [domain, setDomain] = useState('');
  const [method, setMethod] = useState<(typeof METHODS)[number]>('DNS_TXT');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await request({ domain: domain.trim(), method }, SSO);
  };
  const check = async (verificationId: string) => {
    const r = await client
      .query(CheckDomainVerificationQuery, { verificationId }, { requestPolicy: 'network-only' })
      .toPromise();
    setCheckError(r.error ?? null);
    if (r.data) setChecked({ ...checked, [verificationId]: r.data.checkDomainVerification });
  };
  // A check's answer replaces the listed claim (the list is not refetched for it).
  const list = (data?.domainVerifications ?? []).map((d) => checked[d.verificationId] ?? d);
  return (
    <section aria-labelledby="domains">
      <h2 id="domains">Domain verification</h2>
      <form className="inline-form" onSubmit={(e) => void submit(e)} aria-label="Verify a domain">
        <label>
          Domain
          <input required name="domain" maxLength={253} value={domain} onChange={(e) => setDomain(e.target.value)} />
        </label>
        <label>
          Method
          <select name="domain-method" value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
            {METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={requested.fetching}>
          {requested.fetching ? 'Requesting…' : 'Request verification'}
        </button>
      </form>
      <ErrorNotice error={requested.error} title="No verification was started" />
      {requested.data && <Record v={requested.data.requestDomainVerification} />}
      <ErrorNotice error={checkError} title="The check failed" />
      {data && list.length === 0 && <Empty>No domain claimed yet: request a verification above.</Empty>}
      {list.length > 0 && (
        <table data-testid="domains">
          <caption className="visually-hidden">Domain verifications</caption>
          <thead>
            <tr>
              <th scope="col">Domain</th>
              <th scope="col">Method</th>
              <th scope="col">Status</th>
              <th scope="col">Verified or expires</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((d) => (
              <tr key={d.verificationId} data-domain={d.domain}>
                <td>{d.domain}</td>
                <td>{d.method}</td>
                <td className="state">{d.status}</td>
                <td>{d.verifiedAt ? `verified ${when(d.verifiedAt)}` : `expires ${when(d.expiresAt)}`}</td>
                <td>
                  {d.status !== 'VERIFIED' && (
                    <button type="button" onClick={() => void check(d.verificationId)}>
                      Check<span className="visually-hidden"> {d.domain}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function SsoPage() {
  return (
    <>
      <SsoForm />
      <Scim />
      <Domains />
    </>
  );
}
