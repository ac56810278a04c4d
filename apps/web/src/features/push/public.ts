// What other parts of the storefront may use of push; everything else in this folder is its own.
export { PushOptIn } from './push-opt-in';
export { usePushEvents } from './use-push-events';
export { forgetThisBrowser } from './push-api';
