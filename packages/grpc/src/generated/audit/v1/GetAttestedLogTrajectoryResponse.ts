// Original file: proto/audit/v1/audit.proto

import type { AttestedLogTrajectory as _audit_v1_AttestedLogTrajectory, AttestedLogTrajectory__Output as _audit_v1_AttestedLogTrajectory__Output } from '../../audit/v1/AttestedLogTrajectory.ts';

export interface GetAttestedLogTrajectoryResponse {
  'result'?: (_audit_v1_AttestedLogTrajectory | null);
}

export interface GetAttestedLogTrajectoryResponse__Output {
  'result': (_audit_v1_AttestedLogTrajectory__Output | null);
}
