// Original file: proto/prompts/v1/prompts.proto

import type { GuardrailBundleLayer as _prompts_v1_GuardrailBundleLayer, GuardrailBundleLayer__Output as _prompts_v1_GuardrailBundleLayer__Output } from '../../prompts/v1/GuardrailBundleLayer.ts';

export interface ActiveGuardrailBundle {
  'layers'?: (_prompts_v1_GuardrailBundleLayer)[];
}

export interface ActiveGuardrailBundle__Output {
  'layers': (_prompts_v1_GuardrailBundleLayer__Output)[];
}
