// What the servers of the site share: the cache policy and the security headers.
export * from './cache-policy';
export * from './security-headers';
export * from './nginx-config';
export * from './nginx-server';
