// What the servers of the site share: the cache policy, the security headers, and which page a request gets.
export * from './cache-policy';
export * from './security-headers';
export * from './frame-variant';
export * from './nginx-config';
export * from './nginx-server';
