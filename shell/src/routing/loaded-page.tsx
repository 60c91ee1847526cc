import { useDynamicT, type PageQuery } from '@rental/shared';
import { useEffect } from 'react';
import { PageFrame } from '../layout/page-frame';
import type { ResolvedPage } from './resolve-page';

interface Props {
  page: ResolvedPage;
  query: PageQuery;
  isTab: boolean;
}

/** A resolved page in its frame, with the document title following the route. */
export function LoadedPage({ page, query, isTab }: Props) {
  const { remote, route, Component } = page;
  const title = useDynamicT(remote.namespace)(route.title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PageFrame title={title} showNavBar={!isTab && !route.ownNavBar} withTabBar={isTab}>
      <Component query={query} />
    </PageFrame>
  );
}
