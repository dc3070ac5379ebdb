export {
  startInference,
  INFERENCE_SDL_PATH,
  type RunningInference,
  type StartInferenceOptions,
} from './start-inference.ts';
export { loadInferenceConfig, type InferenceConfig } from './config.ts';
export { identityFromConnectionParams, type ConnectionIdentity } from './ws/subscriptions.ts';
export { canInvoke, INVOKE_PERMISSIONS, INVOKE_SCOPE } from './services/invoke-permission.ts';
