// Original file: proto/billing/v1/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CommittedSpendRequest as _billing_v1_CommittedSpendRequest, CommittedSpendRequest__Output as _billing_v1_CommittedSpendRequest__Output } from '../../billing/v1/CommittedSpendRequest.ts';
import type { CommittedSpendResponse as _billing_v1_CommittedSpendResponse, CommittedSpendResponse__Output as _billing_v1_CommittedSpendResponse__Output } from '../../billing/v1/CommittedSpendResponse.ts';
import type { ListBudgetsRequest as _billing_v1_ListBudgetsRequest, ListBudgetsRequest__Output as _billing_v1_ListBudgetsRequest__Output } from '../../billing/v1/ListBudgetsRequest.ts';
import type { ListBudgetsResponse as _billing_v1_ListBudgetsResponse, ListBudgetsResponse__Output as _billing_v1_ListBudgetsResponse__Output } from '../../billing/v1/ListBudgetsResponse.ts';
import type { RecordUsageRequest as _billing_v1_RecordUsageRequest, RecordUsageRequest__Output as _billing_v1_RecordUsageRequest__Output } from '../../billing/v1/RecordUsageRequest.ts';
import type { RecordUsageResponse as _billing_v1_RecordUsageResponse, RecordUsageResponse__Output as _billing_v1_RecordUsageResponse__Output } from '../../billing/v1/RecordUsageResponse.ts';

export interface BillingServiceClient extends grpc.Client {
  CommittedSpend(argument: _billing_v1_CommittedSpendRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CommittedSpendResponse__Output>): grpc.ClientUnaryCall;
  CommittedSpend(argument: _billing_v1_CommittedSpendRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_CommittedSpendResponse__Output>): grpc.ClientUnaryCall;
  CommittedSpend(argument: _billing_v1_CommittedSpendRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CommittedSpendResponse__Output>): grpc.ClientUnaryCall;
  CommittedSpend(argument: _billing_v1_CommittedSpendRequest, callback: grpc.requestCallback<_billing_v1_CommittedSpendResponse__Output>): grpc.ClientUnaryCall;
  committedSpend(argument: _billing_v1_CommittedSpendRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CommittedSpendResponse__Output>): grpc.ClientUnaryCall;
  committedSpend(argument: _billing_v1_CommittedSpendRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_CommittedSpendResponse__Output>): grpc.ClientUnaryCall;
  committedSpend(argument: _billing_v1_CommittedSpendRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CommittedSpendResponse__Output>): grpc.ClientUnaryCall;
  committedSpend(argument: _billing_v1_CommittedSpendRequest, callback: grpc.requestCallback<_billing_v1_CommittedSpendResponse__Output>): grpc.ClientUnaryCall;
  
  ListBudgets(argument: _billing_v1_ListBudgetsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_ListBudgetsResponse__Output>): grpc.ClientUnaryCall;
  ListBudgets(argument: _billing_v1_ListBudgetsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_ListBudgetsResponse__Output>): grpc.ClientUnaryCall;
  ListBudgets(argument: _billing_v1_ListBudgetsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_ListBudgetsResponse__Output>): grpc.ClientUnaryCall;
  ListBudgets(argument: _billing_v1_ListBudgetsRequest, callback: grpc.requestCallback<_billing_v1_ListBudgetsResponse__Output>): grpc.ClientUnaryCall;
  listBudgets(argument: _billing_v1_ListBudgetsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_ListBudgetsResponse__Output>): grpc.ClientUnaryCall;
  listBudgets(argument: _billing_v1_ListBudgetsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_ListBudgetsResponse__Output>): grpc.ClientUnaryCall;
  listBudgets(argument: _billing_v1_ListBudgetsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_ListBudgetsResponse__Output>): grpc.ClientUnaryCall;
  listBudgets(argument: _billing_v1_ListBudgetsRequest, callback: grpc.requestCallback<_billing_v1_ListBudgetsResponse__Output>): grpc.ClientUnaryCall;
  
  RecordUsage(argument: _billing_v1_RecordUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_RecordUsageResponse__Output>): grpc.ClientUnaryCall;
  RecordUsage(argument: _billing_v1_RecordUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_RecordUsageResponse__Output>): grpc.ClientUnaryCall;
  RecordUsage(argument: _billing_v1_RecordUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_RecordUsageResponse__Output>): grpc.ClientUnaryCall;
  RecordUsage(argument: _billing_v1_RecordUsageRequest, callback: grpc.requestCallback<_billing_v1_RecordUsageResponse__Output>): grpc.ClientUnaryCall;
  recordUsage(argument: _billing_v1_RecordUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_RecordUsageResponse__Output>): grpc.ClientUnaryCall;
  recordUsage(argument: _billing_v1_RecordUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_RecordUsageResponse__Output>): grpc.ClientUnaryCall;
  recordUsage(argument: _billing_v1_RecordUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_RecordUsageResponse__Output>): grpc.ClientUnaryCall;
  recordUsage(argument: _billing_v1_RecordUsageRequest, callback: grpc.requestCallback<_billing_v1_RecordUsageResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingServiceHandlers extends grpc.UntypedServiceImplementation {
  CommittedSpend: grpc.handleUnaryCall<_billing_v1_CommittedSpendRequest__Output, _billing_v1_CommittedSpendResponse>;
  
  ListBudgets: grpc.handleUnaryCall<_billing_v1_ListBudgetsRequest__Output, _billing_v1_ListBudgetsResponse>;
  
  RecordUsage: grpc.handleUnaryCall<_billing_v1_RecordUsageRequest__Output, _billing_v1_RecordUsageResponse>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  CommittedSpend: MethodDefinition<_billing_v1_CommittedSpendRequest, _billing_v1_CommittedSpendResponse, _billing_v1_CommittedSpendRequest__Output, _billing_v1_CommittedSpendResponse__Output>
  ListBudgets: MethodDefinition<_billing_v1_ListBudgetsRequest, _billing_v1_ListBudgetsResponse, _billing_v1_ListBudgetsRequest__Output, _billing_v1_ListBudgetsResponse__Output>
  RecordUsage: MethodDefinition<_billing_v1_RecordUsageRequest, _billing_v1_RecordUsageResponse, _billing_v1_RecordUsageRequest__Output, _billing_v1_RecordUsageResponse__Output>
}
