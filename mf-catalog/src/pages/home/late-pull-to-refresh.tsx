import type { PullToRefreshProps } from 'antd-mobile';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lateComponent, useLateComponent } from './late-component';

const latePull = lateComponent(() => import('antd-mobile/es/components/pull-to-refresh'));

/** What had the focus inside a content element when the slot holding it left. */
const focusedWithin = new WeakMap<HTMLElement, HTMLElement>();

/**
 * Where the content's element is attached: first the page itself, then inside the pull wrapper.
 * A slot that leaves takes the element out of the page with it, and the browser drops the focus
 * of whatever inside had it: the next slot gives it back, or a keyboard or screen-reader user
 * would find themselves at the top of the page.
 */
function Slot({ content }: { content: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.appendChild(content);
    const had = focusedWithin.get(content);
    focusedWithin.delete(content);
    if (had?.isConnected && document.activeElement !== had) had.focus({ preventScroll: true });
    return () => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && content.contains(active)) focusedWithin.set(content, active);
    };
  }, [content]);
  return <div ref={ref} />;
}

/**
 * Pull to refresh that arrives after the first screen (its gesture and spring code are not part of
 * it). The content is rendered once, into an element of its own that moves inside the wrapper when
 * the wrapper arrives: nothing in it mounts twice, no picture is asked for again, no state is lost.
 */
export function LatePullToRefresh({ children, ...props }: PullToRefreshProps & { children: ReactNode }) {
  const arrived = useLateComponent(latePull);
  const [content] = useState(() => document.createElement('div'));
  const slot = <Slot content={content} />;
  return (
    <>
      {arrived ? (
        // Sizes given, not measured: antd-mobile would otherwise force a layout mid-render to convert them.
        <latePull.Component headHeight={40} threshold={60} {...props}>
          {slot}
        </latePull.Component>
      ) : (
        slot
      )}
      {createPortal(children, content)}
    </>
  );
}
