export * from './budget-ledger.ts';
