import { type PageProps } from '@rental/shared';
import { useMemo } from 'react';
import { ConfirmOrder } from './confirm-order';
import { ConfirmProblem } from './confirm-problem';
import { parseSelection } from '../../lib/confirm-query';

/** Confirm order: the choice from the product page, the address, coupon, price and placing. */
export default function ConfirmOrderPage({ query }: PageProps) {
  const selection = useMemo(() => parseSelection(query), [query]);
  if (!selection) return <ConfirmProblem kind="link" />;
  return <ConfirmOrder selection={selection} />;
}
