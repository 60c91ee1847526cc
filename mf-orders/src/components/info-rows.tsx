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
    <dl className="ord-info-rows">
      {rows.map(
        (row) =>
          row && (
            <div key={row.key} className={row.strong ? 'ord-info-row ord-info-row-strong' : 'ord-info-row'}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
