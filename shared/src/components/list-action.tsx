import { lazy, Suspense, type ReactNode } from 'react';

interface Props {
  prefix?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  onClick: () => void;
  /** A row that turns a setting on and off: announced as a switch in this state. */
  switchOn?: boolean;
}

// antd-mobile's List comes with the first page that has such rows, not with the shell.
const ListActionRow = lazy(() => import(/* webpackChunkName: "list-action" */ './list-action-row'));

/**
 * A list row that does something. antd-mobile draws a clickable `List.Item` as an anchor without
 * an address, which no keyboard reaches and no screen reader calls a button: this row is a button.
 */
export function ListAction({ ...props }: Props) {
  return (
    <Suspense fallback={<span className="rental-field-placeholder" aria-busy="true" />}>
      <ListActionRow {...props} />
    </Suspense>
  );
}
