import { i18n, initI18n, useDynamicT, type RemoteModule } from '@rental/shared';
import { renderWithProviders } from '@rental/shared/testing';
import { screen } from '@testing-library/react';
import { remoteStrings } from './remotes/load-remote';

const zh = { title: { orders: '我的订单' } };

function face(loadMessages: RemoteModule['loadMessages'], namespace = 'stringsTest'): RemoteModule {
  return { name: 'mf_test', namespace, routes: [], loadMessages };
}

beforeAll(() => initI18n('zh-CN'));

function Title() {
  return <h1>{useDynamicT('stringsTest')('title.orders')}</h1>;
}

test("a remote's strings failing in the renter's language leave the page in the fallback language, never raw keys", async () => {
  const asked: string[] = [];
  const remote = face(async (lng) => {
    asked.push(lng);
    if (lng !== 'zh-CN') throw new Error('ChunkLoadError: Loading chunk locales-en failed');
    return zh;
  });
  await i18n.changeLanguage('en');
  await remoteStrings(remote);
  expect(asked).toEqual(['en', 'zh-CN']);
  await renderWithProviders(<Title />, { lang: 'en' });
  expect(await screen.findByRole('heading')).toHaveTextContent('我的订单');
  expect(i18n.language).toBe('en');
  // The next page of that remote asks for the renter's language again.
  await remoteStrings(remote);
  expect(asked).toEqual(['en', 'zh-CN', 'en']);
});

test('when the fallback fails too, the route fails (and offers its retry) instead of showing keys', async () => {
  const remote = face(() => Promise.reject(new Error('offline')), 'stringsGone');
  await i18n.changeLanguage('fr');
  await expect(remoteStrings(remote)).rejects.toThrow();
});
