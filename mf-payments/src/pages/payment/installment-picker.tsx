import { formatMoney } from '@rental/shared';
import { Button, Checkbox, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bill } from '../../api/types';
import { billTitle } from '../../lib/bill-title';
import './installment-picker.css';

interface Props {
  items: readonly Bill[];
  count: number;
  onToggle: (index: number) => void;
}

/** Rows shown before "all": the chosen ones and the next, at least three, so the way to pay stays in view. */
export const shownRows = (total: number, count: number): number => Math.min(total, Math.max(count + 1, 3));

/** Unpaid rows, oldest first, each with a checkbox; overdue rows show their late fee. */
export function InstallmentPicker({ items, count, onToggle }: Props) {
  const { t } = useTranslation('payments');
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? items : items.slice(0, shownRows(items.length, count));
  return (
    <section className="pay-section">
      <h2 className="pay-section-title">{t('installments.title')}</h2>
      <p className="pay-hint pay-installments-rule">{t('installments.rule')}</p>
      <List>
        {visible.map((bill, index) => {
          const period = billTitle(bill, t);
          return (
            <List.Item
              key={bill.id}
              arrowIcon={false}
              onClick={() => onToggle(index)}
              prefix={
                <Checkbox checked={index < count} onChange={() => onToggle(index)} onClick={(e) => e.stopPropagation()}>
                  <span className="rental-sr-only">{period}</span>
                </Checkbox>
              }
              description={
                <span>
                  <span className="pay-installment-due">{t('bills.due', { date: bill.dueDate })}</span>
                  {bill.overdueFee > 0 && (
                    <>
                      {' · '}
                      <span className="pay-installment-fee">
                        {t('installments.lateFee', { amount: formatMoney(bill.overdueFee), days: bill.overdueDays })}
                      </span>
                    </>
                  )}
                </span>
              }
              extra={<strong className="pay-installment-amount">{formatMoney(bill.payable)}</strong>}
            >
              {period}{' '}
              {bill.status === 'overdue' && (
                <Tag color="danger" fill="outline">
                  {t('bills.status.overdue')}
                </Tag>
              )}
            </List.Item>
          );
        })}
      </List>
      {items.length > visible.length || expanded ? (
        <Button block fill="none" size="small" onClick={() => setExpanded((open) => !open)}>
          {expanded ? t('installments.showLess') : t('installments.showAll', { count: items.length })}
        </Button>
      ) : null}
    </section>
  );
}
