// Original file: proto/audit/v1/ingest.proto

import type { AppendedServiceEvent as _audit_v1_AppendedServiceEvent, AppendedServiceEvent__Output as _audit_v1_AppendedServiceEvent__Output } from '../../audit/v1/AppendedServiceEvent.ts';

export interface AppendServiceEventsResponse {
  'results'?: (_audit_v1_AppendedServiceEvent)[];
}

export interface AppendServiceEventsResponse__Output {
  'results': (_audit_v1_AppendedServiceEvent__Output)[];
}
