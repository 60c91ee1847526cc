import { afterFirstPage } from '@rental/shared';
import { type ComponentType, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { betweenPresses, followPresses } from './between-presses';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A component the first screen does without; loaded once for every page that uses it. */
export interface LateComponent<P> {
  load: Loader<P>;
  loaded?: ComponentType<P>;
  /** The loaded component, drawn once `useLateComponent` says it has taken over. */
  Component: ComponentType<P>;
}

export function lateComponent<P extends object>(load: Loader<P>): LateComponent<P> {
  const late: LateComponent<P> = {
    load,
    Component: (props: P) => {
      const Loaded = late.loaded;
      return Loaded ? <Loaded {...props} /> : null;
    },
  };
  return late;
}

/**
 * Whether the component has taken over: once the first page has shown and the browser has been
 * idle since (at once on every page drawn after that). Until then the page shows its still first
 * screen. It takes over between presses, in one commit, so a tap on what it moves or replaces is
 * never lost. A failed load (offline) leaves the page as it is, and is tried again once back online.
 */
export function useLateComponent<P>(late: LateComponent<P>): boolean {
  const [arrived, setArrived] = useState(() => late.loaded !== undefined);
  useEffect(() => {
    if (arrived) return undefined;
    followPresses();
    let mounted = true;
    const take = () =>
      betweenPresses(() => {
        if (mounted) flushSync(() => setArrived(true));
      });
    const load = () => {
      late.load().then(
        (module) => {
          late.loaded = module.default;
          take();
        },
        () => mounted && window.addEventListener('online', load, { once: true }),
      );
    };
    afterFirstPage(() => {
      if (!mounted) return;
      if (late.loaded) take();
      else load();
    });
    return () => {
      mounted = false;
      window.removeEventListener('online', load);
    };
  }, [arrived, late]);
  return arrived;
}
