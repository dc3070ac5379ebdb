// Original file: proto/billing/v1/billing.proto

import type { Budget as _billing_v1_Budget, Budget__Output as _billing_v1_Budget__Output } from '../../billing/v1/Budget.ts';

export interface ListBudgetsResponse {
  'budgets'?: (_billing_v1_Budget)[];
}

export interface ListBudgetsResponse__Output {
  'budgets': (_billing_v1_Budget__Output)[];
}
