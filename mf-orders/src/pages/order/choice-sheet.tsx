import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The choices, each an `<li>` with one button that says whether it is the one chosen. */
  children: ReactNode;
  /** What follows the list (an "add new" action, the choices that can't be used). */
  after?: ReactNode;
}

/** The confirm page's bottom sheet for picking one of a list: an address, a coupon. */
export function ChoiceSheet({ open, onClose, title, children, after }: Props) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="ord-sheet" showCloseButton>
      <h2 className="ord-sheet__title">{title}</h2>
      <ul className="ord-sheet__list" aria-label={title}>
        {children}
      </ul>
      {after}
    </Popup>
  );
}
