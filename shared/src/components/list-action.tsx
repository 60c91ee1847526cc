import { List } from 'antd-mobile';
import type { ReactNode } from 'react';

interface Props {
  prefix?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  onClick: () => void;
  /** A row that turns a setting on and off: announced as a switch in this state. */
  switchOn?: boolean;
}

/**
 * A list row that does something. antd-mobile draws a clickable `List.Item` as an anchor without
 * an address, which no keyboard reaches and no screen reader calls a button: this row is a button.
 */
export function ListAction({ prefix, extra, children, onClick, switchOn }: Props) {
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
