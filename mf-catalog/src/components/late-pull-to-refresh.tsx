import type { PullToRefreshProps } from 'antd-mobile';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAfterFirstPage } from '../lib/use-after-first-page';

const PullToRefresh = lazy(() => import('antd-mobile/es/components/pull-to-refresh'));

/** Where the content's element is attached: first the page itself, then inside the pull wrapper. */
function Slot({ content }: { content: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.appendChild(content);
  }, [content]);
  return <div ref={ref} />;
}

/**
 * Pull to refresh that arrives after the first screen (its gesture and spring code are not part of
 * it). The content is rendered once, into an element of its own that moves inside the wrapper when
 * the wrapper arrives: nothing in it mounts twice, no picture is asked for again, no state is lost.
 */
export function LatePullToRefresh({ children, ...props }: PullToRefreshProps & { children: ReactNode }) {
  const ready = useAfterFirstPage();
  const [content] = useState(() => document.createElement('div'));
  const slot = <Slot content={content} />;
  return (
    <>
      {ready ? (
        <Suspense fallback={slot}>
          {/* Sizes given, not measured: antd-mobile would otherwise force a layout mid-render to convert them. */}
          <PullToRefresh headHeight={40} threshold={60} {...props}>
            {slot}
          </PullToRefresh>
        </Suspense>
      ) : (
        slot
      )}
      {createPortal(children, content)}
    </>
  );
}
