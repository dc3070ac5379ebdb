// Original file: proto/agents/v1/agents.proto

import type { CoverageGap as _agents_v1_CoverageGap, CoverageGap__Output as _agents_v1_CoverageGap__Output } from '../../agents/v1/CoverageGap.ts';

export interface Coverage {
  'coverage_pct'?: (number | string);
  'covered'?: (string);
  'freshness'?: (string);
  'gapped'?: (string);
  'gaps'?: (_agents_v1_CoverageGap)[];
  '_freshness'?: "freshness";
}

export interface Coverage__Output {
  'coverage_pct': (number);
  'covered': (string);
  'freshness'?: (string);
  'gapped': (string);
  'gaps': (_agents_v1_CoverageGap__Output)[];
  '_freshness'?: "freshness";
}
