import { useLocation, useNavigate } from '@rental/shared';
import { TabBar } from 'antd-mobile';
import { AppOutline, AppstoreOutline, MessageOutline, UserOutline } from 'antd-mobile-icons';
import type { MouseEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePath } from '../routing/normalize-path';
import { TABS, tabFor, type TabDef } from '../routing/tab-routes';
import './tab-bar.css';

const icons = { home: AppOutline, categories: AppstoreOutline, service: MessageOutline, mine: UserOutline } as const;

export const TAB_BAR_HEIGHT = 50;

// The whole item navigates on a tap (antd-mobile's onChange); the link inside only makes each tab
// reachable and named for keyboards and screen readers, so its own navigation is left to the item.
const leaveToItem = (event: MouseEvent) => event.preventDefault();

/** The tab a press landed on: the items are drawn in the tabs' order. */
function pressedTab(event: PointerEvent<HTMLElement>): TabDef | undefined {
  const item = (event.target as Element).closest('.adm-tab-bar-item');
  const items = [...event.currentTarget.querySelectorAll('.adm-tab-bar-item')];
  return item ? TABS[items.indexOf(item)] : undefined;
}

/**
 * Shown on the four tab routes only; the current tab is highlighted. `onIntent`: a finger (or
 * button) coming down on another tab, a tenth of a second or so before the tap that opens it.
 */
export function AppTabBar({ onIntent }: { onIntent?: (tab: TabDef) => void }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const current = tabFor(normalizePath(location.pathname));
  if (!current) return null;
  return (
    <nav
      aria-label={t('tab.label')}
      className="shell-tab-bar"
      style={barStyle}
      onPointerDown={(event) => {
        const tab = pressedTab(event);
        if (tab && tab.key !== current.key) onIntent?.(tab);
      }}
    >
      <TabBar
        activeKey={current.key}
        onChange={(key) => navigate(`/${TABS.find((tab) => tab.key === key)?.path ?? ''}`)}
        style={{ height: TAB_BAR_HEIGHT }}
      >
        {TABS.map((tab) => {
          const Icon = icons[tab.key as keyof typeof icons];
          return (
            <TabBar.Item
              key={tab.key}
              icon={<Icon aria-hidden />}
              title={
                <a
                  href={`#/${tab.path}`}
                  className="shell-tab-link"
                  aria-current={tab.key === current.key ? 'page' : undefined}
                  onClick={leaveToItem}
                >
                  {t(tab.label)}
                </a>
              }
            />
          );
        })}
      </TabBar>
    </nav>
  );
}

const barStyle = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  maxWidth: 960,
  margin: '0 auto',
  zIndex: 200,
  background: '#fff',
  borderTop: '1px solid var(--adm-color-border)',
  paddingBottom: 'env(safe-area-inset-bottom)',
} as const;
