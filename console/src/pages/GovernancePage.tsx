/**
 * Governance approvals: what waits for a second admin (maker-checker). Private endpoints,
 * impersonation requests, the content-bound enablement and a pending trust-configuration change,
 * each from its own query, so a kind this platform does not run is reported on its own. Approving
 * one's own request is refused by the platform, with its typed code shown here; the console does not
 * pre-judge it. Approving an impersonation or the content-bound enablement needs a step-up grant
 * bound to that one request (identity refuses it otherwise, SVC-AUTH-1013), so those approvals ask
 * for an authenticator code first (StepUpPrompt) and send the grant with the approval. Rejecting the
 * enablement needs no step-up: it grants nothing.
 */
import type { CombinedError } from '@urql/core';
import { type ReactNode, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { Session } from '../auth';
import { StepUpPrompt } from '../components/StepUpPrompt';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { when } from '../format';
import { platformErrors, withStepUp } from '../graphql-client';
import {
  ApproveContentBoundEnablementMutation,
  ApproveImpersonationMutation,
  ApprovePrivateEndpointMutation,
  ContentBoundEnablementQuery,
  ImpersonationOpsQuery,
  OcarTrustConfigQuery,
  PrivateEndpointsQuery,
  PromoteOcarTrustConfigMutation,
  RejectContentBoundEnablementMutation,
  RevokeContentBoundEnablementMutation,
  RetirePrivateEndpointMutation,
  RevokeImpersonationMutation,
} from '../operations';

/**
 * The documents are sent as the manifest has them, without __typename, so each list names the type
 * its mutations change (the cache refetches it after one of them).
 */
const ENDPOINTS = { additionalTypenames: ['PrivateEndpoint'] };
const IMPERSONATION = { additionalTypenames: ['ImpersonationOp'] };
const CONTENT_BOUND = { additionalTypenames: ['ContentBoundEnablement'] };
const TRUST = { additionalTypenames: ['OcarTrustConfig'] };

/** Unix seconds as the API sends them (a decimal string) → a displayable date. */
const fromUnix = (s: string) => (s && s !== '0' ? when(new Date(Number(s) * 1000).toISOString()) : '—');

/** A kind the platform is not configured to run is a fact about it, not a failure of the page. */
function Section({
  id,
  title,
  fetching,
  loaded,
  error,
  children,
}: {
  id: string;
  title: string;
  fetching: boolean;
  loaded: boolean;
  error: CombinedError | undefined;
  children: ReactNode;
}) {
  const notWired = error && platformErrors(error).every((e) => e.code.endsWith('-NOT-WIRED'));
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      {fetching && !loaded && <Loading what={title.toLowerCase()} />}
      {notWired ? (
        <Empty>
          This platform does not run this backend (<code>{platformErrors(error)[0].code}</code>); nothing can wait here.
        </Empty>
      ) : (
        <ErrorNotice error={error} />
      )}
      {loaded && children}
    </section>
  );
}

function PrivateEndpoints() {
  const [{ data, fetching, error }] = useQuery({ query: PrivateEndpointsQuery, context: ENDPOINTS });
  const [approve, doApprove] = useMutation(ApprovePrivateEndpointMutation);
  const [reject, doReject] = useMutation(RetirePrivateEndpointMutation);
  const pending = data?.privateEndpoints.filter((e) => e.status === 'PENDING_APPROVAL') ?? [];
  return (
    <Section id="endpoints" title="Private endpoints" fetching={fetching} loaded={!!data} error={error}>
      <ErrorNotice error={approve.error} title="The endpoint was not approved" />
      <ErrorNotice error={reject.error} title="The endpoint was not rejected" />
      {pending.length === 0 ? (
        <Empty>No private endpoint awaits approval. One registered by another admin appears here.</Empty>
      ) : (
        <table data-testid="pending-endpoints">
          <caption className="visually-hidden">Private endpoints awaiting approval</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
              <th scope="col">Models</th>
              <th scope="col">Maker</th>
              <th scope="col">Registered</th>
              <th scope="col">Preflight</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pending.map((e) => (
              <tr key={e.id} data-endpoint-id={e.id}>
                <td>{e.displayName}</td>
                <td>
                  <code>{e.baseUrl}</code>
                </td>
                <td>{e.modelIds.join(', ')}</td>
                <td>
                  <code>{e.createdBy}</code>
                </td>
                <td>{when(e.createdAt)}</td>
                <td>{e.lastPreflightResult ?? 'not run'}</td>
                <td className="actions">
                  <button
                    type="button"
                    disabled={approve.fetching}
                    onClick={() => void doApprove({ id: e.id }, ENDPOINTS)}
                  >
                    Approve<span className="visually-hidden"> {e.displayName}</span>
                  </button>
                  <button
                    type="button"
                    className="danger"
                    disabled={reject.fetching}
                    onClick={() => void doReject({ id: e.id }, ENDPOINTS)}
                  >
                    Reject<span className="visually-hidden"> {e.displayName}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function Impersonations({ accessToken }: { accessToken: string }) {
  const [{ data, fetching, error }] = useQuery({ query: ImpersonationOpsQuery, context: IMPERSONATION });
  const [approve, doApprove] = useMutation(ApproveImpersonationMutation);
  const [asking, setAsking] = useState<string | null>(null);
  const [reject, doReject] = useMutation(RevokeImpersonationMutation);
  const pending = data?.impersonationOps.filter((o) => o.status === 'REQUESTED') ?? [];
  return (
    <Section id="impersonations" title="Impersonation requests" fetching={fetching} loaded={!!data} error={error}>
      <ErrorNotice error={approve.error} title="The request was not approved" />
      <ErrorNotice error={reject.error} title="The request was not rejected" />
      {asking && (
        <StepUpPrompt
          scope="APPROVE_IMPERSONATION"
          operationBinding={`approveImpersonation:${asking}`}
          action="Approving this impersonation"
          onGranted={(stepUpToken) => {
            setAsking(null);
            void doApprove({ opId: asking }, { ...IMPERSONATION, ...withStepUp(accessToken, stepUpToken) });
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {pending.length === 0 ? (
        <Empty>No impersonation request awaits approval.</Empty>
      ) : (
        <table data-testid="pending-impersonations">
          <caption className="visually-hidden">Impersonation requests awaiting approval</caption>
          <thead>
            <tr>
              <th scope="col">Requested by</th>
              <th scope="col">Access</th>
              <th scope="col">Justification</th>
              <th scope="col">Approvals</th>
              <th scope="col">Requested</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pending.map((o) => (
              <tr key={o.opId}>
                <td>
                  <code>{o.requestedByOrn}</code>
                </td>
                <td>{o.accessMode}</td>
                <td>{o.justification}</td>
                <td>
                  {o.quorumCollected} of {o.quorumRequired}
                </td>
                <td>{fromUnix(o.requestedAt)}</td>
                <td className="actions">
                  <button type="button" disabled={approve.fetching} onClick={() => setAsking(o.opId)}>
                    Approve<span className="visually-hidden"> impersonation {o.opId}</span>
                  </button>
                  <button
                    type="button"
                    className="danger"
                    disabled={reject.fetching}
                    onClick={() => void doReject({ opId: o.opId }, IMPERSONATION)}
                  >
                    Reject<span className="visually-hidden"> impersonation {o.opId}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function ContentBound({ accessToken }: { accessToken: string }) {
  const [{ data, fetching, error }] = useQuery({ query: ContentBoundEnablementQuery, context: CONTENT_BOUND });
  const [approve, doApprove] = useMutation(ApproveContentBoundEnablementMutation);
  const [reject, doReject] = useMutation(RejectContentBoundEnablementMutation);
  const [revoke, doRevoke] = useMutation(RevokeContentBoundEnablementMutation);
  const [asking, setAsking] = useState<string | null>(null);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const e = data?.contentBoundEnablement;
  return (
    <Section id="content-bound" title="Content-bound enablement" fetching={fetching} loaded={!!data} error={error}>
      <ErrorNotice error={approve.error} title="The enablement was not approved" />
      <ErrorNotice error={reject.error} title="The enablement was not rejected" />
      <ErrorNotice error={revoke.error} title="The enablement was not revoked" />
      {e?.status === 'ACTIVE' ? (
        <>
          <p>
            The workspace's enablement is ACTIVE (maker <code>{e.approverMaker}</code>, checker{' '}
            <code>{e.approverChecker}</code>).
          </p>
          {confirmingRevoke ? (
            <div className="actions">
              <p className="note">Revoking it turns content-bound mode off for this workspace at once.</p>
              <button
                type="button"
                className="danger"
                disabled={revoke.fetching}
                onClick={() => {
                  setConfirmingRevoke(false);
                  void doRevoke({ enablementId: e.enablementId }, CONTENT_BOUND);
                }}
              >
                Revoke now
              </button>
              <button type="button" onClick={() => setConfirmingRevoke(false)}>
                Keep it
              </button>
            </div>
          ) : (
            <div className="actions">
              <button type="button" className="danger" onClick={() => setConfirmingRevoke(true)}>
                Revoke enablement
              </button>
            </div>
          )}
        </>
      ) : e?.status !== 'PENDING' ? (
        <Empty>
          {e ? `The workspace's enablement is ${e.status}; nothing awaits approval.` : 'No enablement was requested.'}
        </Empty>
      ) : (
        <>
          <dl className="facts">
            <dt>Maker</dt>
            <dd>
              <code>{e.approverMaker}</code>
            </dd>
            <dt>Residency</dt>
            <dd>{e.residencyRegion}</dd>
            <dt>DLP profile</dt>
            <dd>{e.dlpProfileId}</dd>
            <dt>DPA</dt>
            <dd>{e.dpaReference}</dd>
            <dt>Legal sign-off</dt>
            <dd>{e.legalSignoffRef}</dd>
          </dl>
          <p className="note">Rejecting it keeps the workspace off; its maker may request again.</p>
          {asking ? (
            <StepUpPrompt
              scope="APPROVE_CONTENT_BOUND_ENABLEMENT"
              operationBinding={`approveContentBoundEnablement:${asking}`}
              action="Approving the content-bound enablement"
              onGranted={(stepUpToken) => {
                setAsking(null);
                void doApprove({ enablementId: asking }, { ...CONTENT_BOUND, ...withStepUp(accessToken, stepUpToken) });
              }}
              onCancel={() => setAsking(null)}
            />
          ) : (
            <div className="actions">
              <button type="button" disabled={approve.fetching} onClick={() => setAsking(e.enablementId)}>
                Approve enablement
              </button>
              <button
                type="button"
                className="danger"
                disabled={reject.fetching}
                onClick={() => void doReject({ enablementId: e.enablementId }, CONTENT_BOUND)}
              >
                Reject enablement
              </button>
            </div>
          )}
        </>
      )}
    </Section>
  );
}

function TrustConfig() {
  const [{ data, fetching, error }] = useQuery({ query: OcarTrustConfigQuery, context: TRUST });
  const [promote, doPromote] = useMutation(PromoteOcarTrustConfigMutation);
  const c = data?.ocarTrustConfig;
  return (
    <Section id="trust-config" title="Trust configuration" fetching={fetching} loaded={!!data} error={error}>
      <ErrorNotice error={promote.error} title="The change was not applied" />
      {!c?.pending ? (
        <Empty>
          {c
            ? `Version ${c.version} is applied; no weakening change awaits approval.`
            : 'No trust configuration is set.'}
        </Empty>
      ) : (
        <>
          <p>
            A weakening change (threshold {c.threshold}) by <code>{c.updatedBy}</code>, {fromUnix(c.updatedAt)}, awaits
            a second admin. The API has no rejection for it: a newer change replaces it.
          </p>
          <button
            type="button"
            disabled={promote.fetching}
            onClick={() => void doPromote({ expectedVersion: c.version }, TRUST)}
          >
            Approve trust change
          </button>
        </>
      )}
    </Section>
  );
}

export function GovernancePage({ session }: { session: Session }) {
  return (
    <>
      <p>
        Requests that need a second admin. The platform refuses an approval by the request's own maker, and shows why.
      </p>
      <PrivateEndpoints />
      <Impersonations accessToken={session.accessToken} />
      <ContentBound accessToken={session.accessToken} />
      <TrustConfig />
    </>
  );
}
