export { ANONYMOUS_ROOT_FIELDS, isAnonymousRootField } from '@svc/core/policy';
