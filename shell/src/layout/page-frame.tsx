import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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
  // A deep link has no in-app history to go back to: back then means home.
  const back = () => (location.key === 'default' ? navigate('/', { replace: true }) : navigate(-1));
  return (
    <div
      className="shell-page"
      style={{
        boxSizing: 'border-box',
        minHeight: '100vh',
        paddingBottom: withTabBar ? 'calc(50px + env(safe-area-inset-bottom))' : 0,
        // Pages stick their own headers below the shell's bar; this tells them how tall it is.
        ['--shell-nav-height' as string]: showNavBar ? `${NAV_BAR_HEIGHT}px` : '0px',
      }}
    >
      {showNavBar && (
        <NavBar onBack={back} style={navStyle}>
          {title}
        </NavBar>
      )}
      {children}
    </div>
  );
}

/** antd-mobile's NavBar is 45 px; the bar's bottom border adds 1. */
export const NAV_BAR_HEIGHT = 46;

const navStyle = {
  position: 'sticky',
  top: 0,
  zIndex: 100,
  background: '#fff',
  borderBottom: '1px solid var(--adm-color-border)',
} as const;
