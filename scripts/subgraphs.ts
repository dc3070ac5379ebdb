/**
 * The nine subgraphs in one Node process: SUBGRAPHS_MODE=single, what `npm start` runs by default
 * (scripts/platform.ts). Each subgraph is still its own service, on its own port and path with its
 * own schema, configuration, readiness checks, logger and metrics registry (labelled
 * service="subgraph-<name>"), exactly as its own main.ts would run it; what they share is what
 * belongs to a process: one Node with graphql, the federation libraries, gRPC and Redis clients
 * loaded once (issue 18: about 90 MiB and 1.6 CPU s per subgraph process saved), one process
 * guard, one tracing setup, one SIGTERM. Deployments keep one container per subgraph
 * (compose.yaml, deploy/k8s run each subgraph's own bundle).
 */
import { runServices, SUBGRAPH_NAMES, type ServiceEntry, type SubgraphName } from '@svc/core';
import { subgraphService } from '@svc/subgraph-kit';
import { agentsSubgraph } from '@svc/subgraph-agents';
import { auditSubgraph } from '@svc/subgraph-audit';
import { billingSubgraph } from '@svc/subgraph-billing';
import { complianceSubgraph } from '@svc/subgraph-compliance';
import { iamSubgraph } from '@svc/subgraph-iam';
import { startInference } from '@svc/subgraph-inference';
import { memorySubgraph } from '@svc/subgraph-memory';
import { promptsSubgraph } from '@svc/subgraph-prompts';
import { receiptsSubgraph } from '@svc/subgraph-receipts';

/** One entry per subgraph name: a subgraph added to the topology and not here fails the typecheck. */
const services: Record<SubgraphName, ServiceEntry> = {
  agents: subgraphService(agentsSubgraph),
  audit: subgraphService(auditSubgraph),
  billing: subgraphService(billingSubgraph),
  compliance: subgraphService(complianceSubgraph),
  iam: subgraphService(iamSubgraph),
  // Its own composition root (the kit's server with /v1 beside /graphql and a WebSocket hook), as its main.ts runs it.
  inference: { name: 'subgraph-inference', start: (log) => startInference({ log }) },
  memory: subgraphService(memorySubgraph),
  prompts: subgraphService(promptsSubgraph),
  receipts: subgraphService(receiptsSubgraph),
};

await runServices({ name: 'subgraphs', services: SUBGRAPH_NAMES.map((n) => services[n]) });
