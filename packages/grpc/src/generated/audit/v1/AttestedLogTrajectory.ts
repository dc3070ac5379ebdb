// Original file: proto/audit/v1/audit.proto

import type { AttestedLogRecord as _audit_v1_AttestedLogRecord, AttestedLogRecord__Output as _audit_v1_AttestedLogRecord__Output } from '../../audit/v1/AttestedLogRecord.ts';

export interface AttestedLogTrajectory {
  'records'?: (_audit_v1_AttestedLogRecord)[];
  'truncated'?: (boolean);
}

export interface AttestedLogTrajectory__Output {
  'records': (_audit_v1_AttestedLogRecord__Output)[];
  'truncated': (boolean);
}
