import type { CSSProperties } from 'react';
import './loading-dots.css';

/** Three pulsing dots in the text's colour, for content on its way (the words beside them say so). */
export function LoadingDots({ style }: { style?: CSSProperties }) {
  return (
    <span className="rental-loading-dots" aria-hidden="true" style={style}>
      <i />
      <i />
      <i />
    </span>
  );
}
