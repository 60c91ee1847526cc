// Components are imported one by one (see webpack.config.base.js), so their global styles are too.
import 'antd-mobile/es/global';
import './theme.css';
import './a11y.css';
import './large-text.css';
import './skeleton.css';
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

let done = false;

/**
 * antd-mobile's imperative Toast/Dialog render nothing under React 19 until given a renderer.
 * antd-mobile is a singleton, so the shell (or a remote running standalone) calls this once.
 */
export function setupAntdMobile(): void {
  if (done) return;
  done = true;
  unstableSetRender((node, container) => {
    const host = container as Element & { __root?: Root };
    const root = host.__root ?? createRoot(host);
    host.__root = root;
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
      delete host.__root;
    };
  });
}
