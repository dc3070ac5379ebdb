/**
 * receipts.v1.OcarConfigService (proto/receipts/v1/receipts.proto), served by identity: the OCAR
 * trust configuration is the platform's own state machine (services/ocar). The receipts subgraph
 * sends the caller as its RequestContext (the SVC-* headers the gateway derived from the
 * credential) and, on the three mutations, the client's step-up token. Receipt verification
 * (receipts.v1.OcarService) is not served here: it needs a backend outside the platform.
 */
import type { Logger } from '@svc/core';
import { loadProto, unary, type ServiceHandlers } from '@svc/grpc';
import type { ProtoGrpcType as ReceiptsProto } from '@svc/grpc/generated/receipts.ts';
import type {
  OcarConfigServiceDefinition,
  OcarConfigServiceHandlers,
} from '@svc/grpc/generated/receipts/v1/OcarConfigService.ts';
import { callerFrom } from '../services/caller.ts';
import { withCallRequestId } from '../services/request-context.ts';
import type { OcarTrustConfigService } from '../services/ocar/ocar-trust-config-service.ts';

export const OCAR_CONFIG_SERVICE = 'receipts.v1.OcarConfigService';

export function ocarConfigServiceDefinition(): OcarConfigServiceDefinition {
  return loadProto<ReceiptsProto>('receipts/v1/receipts.proto').receipts.v1.OcarConfigService.service;
}

export function ocarConfigGrpcHandlers(
  log: Logger,
  svc: OcarTrustConfigService,
): ServiceHandlers<OcarConfigServiceHandlers> {
  const rpc = <Req, Res>(fn: (req: Req) => Promise<Res>) =>
    unary<Req, Res>(log, (req, call) => withCallRequestId(call, () => fn(req)));
  return {
    GetTrustConfig: rpc(async (r) => {
      const v = await svc.get(callerFrom(r.context));
      return v ? { result: v } : {};
    }),
    SetTrustConfig: rpc(async (r) => ({
      result: await svc.set(
        callerFrom(r.context),
        {
          threshold: r.input?.threshold ?? 0,
          receivers: (r.input?.receivers ?? []).map((x) => ({
            receiverId: x.receiver_id ?? '',
            publicKeyHex: x.public_key_hex ?? '',
          })),
          // An unset proto3 optional arrives as its zero value: empty means "none set yet".
          expectedVersion: r.input?.expected_version || null,
        },
        r.step_up_token ?? '',
      ),
    })),
    PromoteTrustConfig: rpc(async (r) => ({
      result: await svc.promote(callerFrom(r.context), r.expected_version ?? '', r.step_up_token ?? ''),
    })),
    ClearTrustConfig: rpc(async (r) => ({
      result: await svc.clear(callerFrom(r.context), r.expected_version ?? '', r.step_up_token ?? ''),
    })),
  };
}
