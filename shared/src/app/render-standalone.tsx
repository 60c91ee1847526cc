import type { RemoteModule } from '../contract/remote-contract';
import { installAccessibility } from '../a11y/install-accessibility';
import { installLargeText } from '../ui/large-text';
import { initI18n, registerNamespace } from '../i18n/i18n';
import { installRootFontSize } from '../ui/root-font-size';
import { setupAntdMobile } from '../ui/antd-setup';

/**
 * A remote on its own, for its team's development: its pages under a bare hash router, with the
 * same providers the shell gives them. Not how users see it; the shell adds tabs and fallbacks.
 * The standalone frame is fetched only here, so it costs the shell (which shares this library) nothing.
 */
export async function renderStandalone(remote: RemoteModule): Promise<void> {
  installRootFontSize();
  installLargeText();
  installAccessibility();
  setupAntdMobile();
  await initI18n();
  await registerNamespace(remote.namespace, remote.loadMessages);
  const root = document.getElementById('root');
  if (!root) return;
  const { mountStandalone } = await import(/* webpackChunkName: "standalone" */ './standalone-app');
  mountStandalone(root, remote);
}
