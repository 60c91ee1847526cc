import { formatMoney } from '@rental/shared';
import type { ReactNode } from 'react';
import './amount-hero.css';

interface Props {
  label: string;
  amount: number;
  children?: ReactNode;
}

/** The sum being paid, large and centred: the one number the renter checks before paying. */
export function AmountHero({ label, amount, children }: Props) {
  return (
    <section className="pay-hero" aria-label={label}>
      <p className="pay-hero-label">{label}</p>
      <p className="pay-hero-amount">{formatMoney(amount)}</p>
      {children && <div className="pay-hero-extra">{children}</div>}
    </section>
  );
}
