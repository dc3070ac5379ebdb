import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BillingServiceClient as _billing_v1_BillingServiceClient, BillingServiceDefinition as _billing_v1_BillingServiceDefinition } from './billing/v1/BillingService.ts';
import type { Budget as _billing_v1_Budget, Budget__Output as _billing_v1_Budget__Output } from './billing/v1/Budget.ts';
import type { CommittedSpendRequest as _billing_v1_CommittedSpendRequest, CommittedSpendRequest__Output as _billing_v1_CommittedSpendRequest__Output } from './billing/v1/CommittedSpendRequest.ts';
import type { CommittedSpendResponse as _billing_v1_CommittedSpendResponse, CommittedSpendResponse__Output as _billing_v1_CommittedSpendResponse__Output } from './billing/v1/CommittedSpendResponse.ts';
import type { ListBudgetsRequest as _billing_v1_ListBudgetsRequest, ListBudgetsRequest__Output as _billing_v1_ListBudgetsRequest__Output } from './billing/v1/ListBudgetsRequest.ts';
import type { ListBudgetsResponse as _billing_v1_ListBudgetsResponse, ListBudgetsResponse__Output as _billing_v1_ListBudgetsResponse__Output } from './billing/v1/ListBudgetsResponse.ts';
import type { RecordUsageRequest as _billing_v1_RecordUsageRequest, RecordUsageRequest__Output as _billing_v1_RecordUsageRequest__Output } from './billing/v1/RecordUsageRequest.ts';
import type { RecordUsageResponse as _billing_v1_RecordUsageResponse, RecordUsageResponse__Output as _billing_v1_RecordUsageResponse__Output } from './billing/v1/RecordUsageResponse.ts';
import type { UsageRecord as _billing_v1_UsageRecord, UsageRecord__Output as _billing_v1_UsageRecord__Output } from './billing/v1/UsageRecord.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  billing: {
    v1: {
      BillingService: SubtypeConstructor<typeof grpc.Client, _billing_v1_BillingServiceClient> & { service: _billing_v1_BillingServiceDefinition }
      Budget: MessageTypeDefinition<_billing_v1_Budget, _billing_v1_Budget__Output>
      CommittedSpendRequest: MessageTypeDefinition<_billing_v1_CommittedSpendRequest, _billing_v1_CommittedSpendRequest__Output>
      CommittedSpendResponse: MessageTypeDefinition<_billing_v1_CommittedSpendResponse, _billing_v1_CommittedSpendResponse__Output>
      ListBudgetsRequest: MessageTypeDefinition<_billing_v1_ListBudgetsRequest, _billing_v1_ListBudgetsRequest__Output>
      ListBudgetsResponse: MessageTypeDefinition<_billing_v1_ListBudgetsResponse, _billing_v1_ListBudgetsResponse__Output>
      RecordUsageRequest: MessageTypeDefinition<_billing_v1_RecordUsageRequest, _billing_v1_RecordUsageRequest__Output>
      RecordUsageResponse: MessageTypeDefinition<_billing_v1_RecordUsageResponse, _billing_v1_RecordUsageResponse__Output>
      UsageRecord: MessageTypeDefinition<_billing_v1_UsageRecord, _billing_v1_UsageRecord__Output>
    }
  }
}

