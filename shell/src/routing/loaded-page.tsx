import { setLogContext, useDynamicT, type PageQuery } from '@rental/shared';
import { useCallback, useEffect } from 'react';
import { reportFallback } from '../delivery/fallback-log';
import { diagnostics } from '../delivery/diagnostics-state';
import { markBad } from '../delivery/session-health';
import { PageFrame } from '../layout/page-frame';
import { FirstRenderGuard } from './first-render-guard';
import { warmTabsWhenIdle } from './warm-tabs';
import type { ResolvedPage } from './resolve-page';

interface Props {
  page: ResolvedPage;
  query: PageQuery;
  isTab: boolean;
  path: string;
  /** The page's version broke on first render: resolve the route again without it. */
  onFallBack: () => void;
}

/** A resolved page in its frame, with the document title following the route. */
export function LoadedPage({ page, query, isTab, path, onFallBack }: Props) {
  const { remote, route, Component, name, version, passedOver, alternatives } = page;
  const title = useDynamicT(remote.namespace)(route.title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(warmTabsWhenIdle, []);
  useEffect(() => {
    setLogContext({ remote: `${name}@${version}` });
    if (passedOver.length) reportFallback(name, passedOver, version, path);
  }, [name, version, passedOver, path]);
  const fallBack = useCallback(
    (error: Error) => {
      const reason = `threw on first render: ${error.message}`;
      markBad(name, version, reason);
      diagnostics.failed(name, version, reason);
      onFallBack();
    },
    [name, version, onFallBack],
  );
  return (
    <PageFrame title={title} showNavBar={!isTab && !route.ownNavBar} withTabBar={isTab}>
      <FirstRenderGuard canFallBack={alternatives > 0} onFallBack={fallBack}>
        <Component query={query} />
      </FirstRenderGuard>
    </PageFrame>
  );
}
