import { renderWithProviders } from '@rental/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { shellResources } from '../locales/resources';
import type { TabDef } from '../routing/tab-routes';
import { AppTabBar } from './tab-bar';

async function renderBar(route = '/') {
  const pressed: string[] = [];
  const onIntent = (tab: TabDef) => pressed.push(tab.key);
  await renderWithProviders(<AppTabBar onIntent={onIntent} />, {
    route,
    namespace: { ns: 'shell', load: (lng) => Promise.resolve(shellResources[lng]) },
  });
  return pressed;
}

test('a finger coming down on another tab starts loading that tab, before the tap ends', async () => {
  const pressed = await renderBar('/');
  fireEvent.pointerDown(screen.getByRole('link', { name: '我的' }));
  fireEvent.pointerDown(screen.getByRole('link', { name: '分类' }));
  expect(pressed).toEqual(['mine', 'categories']);
});

test('a press anywhere on a tab counts, its icon too; the tab already open starts nothing', async () => {
  const pressed = await renderBar('/pages/user/user');
  const items = document.querySelectorAll('.adm-tab-bar-item');
  fireEvent.pointerDown(items[3]!.querySelector('.adm-tab-bar-item-icon')!);
  fireEvent.pointerDown(items[1]!.querySelector('.adm-tab-bar-item-icon')!);
  expect(pressed).toEqual(['categories']);
  expect(screen.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
});
