import { useLocation, useNavigate } from '@rental/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavBar } from './nav-bar';

interface Props {
  title: string;
  /** Tab pages and pages with their own bar have no back arrow bar. */
  showNavBar: boolean;
  withTabBar: boolean;
  children: ReactNode;
}

export function PageFrame({ title, showNavBar, withTabBar, children }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  // A deep link has no in-app history to go back to: back then means home.
  const back = () => (location.key === 'default' ? navigate('/', { replace: true }) : navigate(-1));
  // The control that led here has gone with the old page, or is hidden with it (a tab page kept
  // alive): a keyboard or screen reader carries on from the top of the new one (its name is the
  // page title) instead of from nowhere. A control still in sight (the tab bar's) keeps it.
  // Once the page is painted: focus lays the page out there and then, holding its first paint back.
  useEffect(() => {
    if (location.key === 'default') return;
    const take = () => {
      const active = document.activeElement;
      const page = active?.closest('.shell-page');
      const inSight = active && active !== document.body && active.isConnected && (!page || page === main.current);
      if (!inSight) main.current?.focus({ preventScroll: true });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(take)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [location.key]);
  return (
    // Pages stick their own headers below the shell's bar: `--shell-nav-height` tells them how tall it is.
    <main
      ref={main}
      tabIndex={-1}
      aria-label={title || undefined}
      className={showNavBar ? 'shell-page shell-page--nav' : 'shell-page'}
      style={{
        boxSizing: 'border-box',
        minHeight: '100vh',
        paddingBottom: withTabBar ? 'calc(50px + env(safe-area-inset-bottom))' : 0,
      }}
    >
      {showNavBar && <NavBar title={title} onBack={back} />}
      {children}
    </main>
  );
}
