export * from './org-plan-changed.ts';
