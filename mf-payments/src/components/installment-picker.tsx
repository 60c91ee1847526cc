import { formatMoney } from '@rental/shared';
import { Checkbox, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Bill } from '../api/payment-types';
import './installment-picker.css';

interface Props {
  items: readonly Bill[];
  count: number;
  onToggle: (index: number) => void;
}

/** Unpaid rows, oldest first, each with a checkbox; overdue rows show their late fee. */
export function InstallmentPicker({ items, count, onToggle }: Props) {
  const { t } = useTranslation('payments');
  return (
    <section className="pay-section">
      <h2 className="pay-section-title">{t('installments.title')}</h2>
      <p className="pay-hint pay-installments-rule">{t('installments.rule')}</p>
      <List>
        {items.map((bill, index) => {
          const period = t('bills.period', { n: bill.periodNo, total: bill.periodTotal });
          return (
            <List.Item
              key={bill.id}
              arrowIcon={false}
              onClick={() => onToggle(index)}
              prefix={
                <Checkbox checked={index < count} onChange={() => onToggle(index)} onClick={(e) => e.stopPropagation()}>
                  <span className="pay-visually-hidden">{period}</span>
                </Checkbox>
              }
              description={
                <span>
                  {t('bills.due', { date: bill.dueDate })}
                  {bill.overdueFee > 0 && (
                    <span className="pay-installment-fee">
                      {' · '}
                      {t('installments.lateFee', { amount: formatMoney(bill.overdueFee), days: bill.overdueDays })}
                    </span>
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
    </section>
  );
}
