// Original file: proto/prompts/v1/prompts.proto

import type { ActiveGuardrailBundle as _prompts_v1_ActiveGuardrailBundle, ActiveGuardrailBundle__Output as _prompts_v1_ActiveGuardrailBundle__Output } from '../../prompts/v1/ActiveGuardrailBundle.ts';

export interface GetActiveBundleResponse {
  'result'?: (_prompts_v1_ActiveGuardrailBundle | null);
}

export interface GetActiveBundleResponse__Output {
  'result': (_prompts_v1_ActiveGuardrailBundle__Output | null);
}
