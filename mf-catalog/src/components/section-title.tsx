import type { ReactNode } from 'react';
import './section.css';

interface Props {
  id?: string;
  children: ReactNode;
  extra?: ReactNode;
}

export function SectionTitle({ id, children, extra }: Props) {
  return (
    <div className="cat-section-title">
      <h2 id={id} className="cat-section-title__text">
        {children}
      </h2>
      {extra}
    </div>
  );
}
