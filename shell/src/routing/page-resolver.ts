import type { PageQuery } from '@rental/shared';
import { createContext, useContext } from 'react';
import type { ResolvedPage } from './resolve-page';

/** Path → page. The shell's is federated (`resolve-page.ts`); the bench's monolith imports pages directly. */
export type PageResolver = (path: string, fresh: boolean, query?: PageQuery) => Promise<ResolvedPage>;

export const PageResolverContext = createContext<PageResolver | null>(null);

export function usePageResolver(): PageResolver {
  const resolve = useContext(PageResolverContext);
  if (!resolve) throw new Error('no page resolver: render the App with one');
  return resolve;
}
