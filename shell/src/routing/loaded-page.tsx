import { pageShown, setLogContext, useDynamicT, LoginGate, type PageQuery } from '@rental/shared';
import { type ReactNode, useCallback, useEffect, useLayoutEffect } from 'react';
import { diagnostics } from '../delivery/diagnostics-state';
import { reportFallback } from '../delivery/fallback-log';
import { markBad } from '../delivery/session-health';
import { FirstRenderGuard } from './first-render-guard';
import { firstPageRendered } from './first-page';
import { markOpened } from './opened-pages';
import type { ResolvedPage } from './resolve-page';

/** What the page's frame (drawn by the route slot, loading or not) shows for it. */
export interface FrameState {
  title: string;
  /** The page draws its own bar: the shell's is not shown. */
  ownNavBar: boolean;
}

interface Props {
  page: ResolvedPage;
  query: PageQuery;
  path: string;
  /** The page's version broke on first render: resolve the route again without it. */
  onFallBack: () => void;
  onFrame: (frame: FrameState) => void;
}

/**
 * Rendered beside the page, inside its login gate: a page the gate holds back while it sends the
 * renter to login has not been shown, and the work waiting for the first page must not start then.
 */
function PageShown(): ReactNode {
  useEffect(() => {
    pageShown();
    firstPageRendered();
  }, []);
  return null;
}

/** Resolved pages whose first render threw with no version left, already told. */
const broken = new WeakSet<ResolvedPage>();

/** A resolved page, its title given to the frame and the document, following the route. */
export function LoadedPage({ page, query, path, onFallBack, onFrame }: Props) {
  const { remote, route, Component, name, version, passedOver, alternatives } = page;
  const title = useDynamicT(remote.namespace)(route.title);
  const ownNavBar = route.ownNavBar === true;
  // Before paint: the bar never shows an empty title over a page that has one.
  useLayoutEffect(() => onFrame({ title, ownNavBar }), [onFrame, title, ownNavBar]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => markOpened(path), [path]);
  // Before paint, and again each time a kept page is shown: what is logged names the page in view.
  useLayoutEffect(() => setLogContext({ remote: `${name}@${version}` }), [name, version]);
  useEffect(() => {
    if (passedOver.length) reportFallback(name, passedOver, version, path);
  }, [name, version, passedOver, path]);
  const fallBack = useCallback(
    (error: Error) => {
      const reason = `threw on first render: ${error.message}`;
      markBad(name, version, reason);
      diagnostics.failed(name, version, reason, 'render');
      onFallBack();
    },
    [name, version, onFallBack],
  );
  const onBroken = useCallback(
    (error: Error) => {
      // Once per resolved page, however often React renders the failed page again.
      if (broken.has(page)) return;
      broken.add(page);
      diagnostics.failed(name, version, `threw on first render: ${error.message}`, 'render');
      // The route boundary logs it next: it must name this version, not the page shown before.
      setLogContext({ remote: `${name}@${version}` });
    },
    [page, name, version],
  );
  const shown = (
    <>
      <Component query={query} />
      <PageShown />
    </>
  );
  return (
    <FirstRenderGuard canFallBack={alternatives > 0} onFallBack={fallBack} onBroken={onBroken}>
      {route.requiresLogin ? <LoginGate>{shown}</LoginGate> : shown}
    </FirstRenderGuard>
  );
}
