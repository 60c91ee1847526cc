import type { ReactNode } from 'react';

export interface Row {
  key: string;
  label: string;
  value: ReactNode;
  strong?: boolean;
}

/** Label / value rows, as a description list so a screen reader pairs them. */
export function InfoRows({ rows }: { rows: readonly (Row | false | null)[] }) {
  return (
    <dl className="om-rows">
      {rows.map(
        (row) =>
          row && (
            <div key={row.key} className={row.strong ? 'om-row om-row-strong' : 'om-row'}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
