// The runtime half of scripts/webpack/icons-loader.cjs: an antd-mobile-icons component from its optimized
// drawing, with the package's own props (1em square, its class, the vertical alignment).
import { createElement } from 'react';

const draw = ([tag, props, children]) => createElement(tag, props, ...(children ?? []).map(draw));

export function svgIcon(name, viewBox, nodes) {
  const Icon = (props) =>
    createElement(
      'svg',
      Object.assign({ width: '1em', height: '1em', viewBox }, props, {
        style: Object.assign({ verticalAlign: '-0.125em' }, props.style),
        className: ['antd-mobile-icon', props.className].filter(Boolean).join(' '),
      }),
      ...nodes.map(draw),
    );
  Icon.displayName = name;
  return Icon;
}
