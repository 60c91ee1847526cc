// webpack provides a shared module only if the providing build contains it: the shell names the
// shared request hook (scripts/webpack/shared-config.cjs) so every remote gets this one copy. Never
// called: the import is a lazy chunk, fetched when the first page using the hook asks for it.
export const sharedHooks = (): Promise<unknown>[] => [import('ahooks/es/useRequest')];
