// The REST calls' shapes both ends share: the API declares its routes with them, the storefront types its calls.
export * from './messages';
export * from './auth';
export * from './places';
export * from './payments';
export * from './push';
