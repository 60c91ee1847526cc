import { List } from 'antd-mobile';

import type { ListAction } from './list-action';

type Props = Parameters<typeof ListAction>[0];

/**
 * A list row that does something. antd-mobile draws a clickable `List.Item` as an anchor without
 * an address, which no keyboard reaches and no screen reader calls a button: this row is a button.
 */
export default function ListActionRow({ prefix, extra, children, onClick, switchOn }: Props) {
  return (
    <button
      type="button"
      className="rental-list-action"
      onClick={onClick}
      role={switchOn === undefined ? undefined : 'switch'}
      aria-checked={switchOn}
    >
      <List.Item prefix={prefix} extra={extra} arrowIcon={switchOn === undefined}>
        {children}
      </List.Item>
    </button>
  );
}
