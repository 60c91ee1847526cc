import { formatMoney } from '@rental/shared';
import { List } from 'antd-mobile';

export interface BreakdownItem {
  key: string;
  label: string;
  amount: number;
}

/** How the amount is made up, one line each; discounts arrive negative and are shown so. */
export function BreakdownList({ title, lines }: { title: string; lines: readonly BreakdownItem[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="pay-section">
      <h2 className="pay-section-title">{title}</h2>
      <List>
        {lines.map((line) => (
          <List.Item key={line.key} extra={<span className="pay-breakdown-amount">{formatMoney(line.amount)}</span>}>
            {line.label}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
