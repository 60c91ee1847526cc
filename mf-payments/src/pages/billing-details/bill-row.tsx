import { formatDay, formatMoney } from '@rental/shared';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Bill, BillStatus, DebitMarks } from '../../api/types';
import { billTitle } from '../../lib/bill-title';
import { debitDay } from './debit-day';
import './bill-row.css';

const TAG_COLOR: Record<BillStatus, 'success' | 'default' | 'danger' | 'primary' | 'warning'> = {
  paid: 'success',
  unpaid: 'default',
  paying: 'primary',
  overdue: 'danger',
  failed: 'warning',
};

/** One period of the schedule: n/N, due date, amount with its discount and late fee, status. */
export function BillRow({ bill }: { bill: Bill & DebitMarks }) {
  const { t } = useTranslation('payments');
  const title = billTitle(bill, t);
  return (
    <li className="pay-bill-row">
      <div className="pay-bill-row-main">
        <p className="pay-bill-row-title">
          {title}{' '}
          <Tag color={TAG_COLOR[bill.status]} fill="outline">
            {t(`bills.status.${bill.status}`)}
          </Tag>
        </p>
        <p className="pay-bill-row-meta">
          {bill.status === 'paid' && bill.paidAt
            ? t('bills.paidOn', { date: formatDay(bill.paidAt) })
            : t('bills.due', { date: bill.dueDate })}
        </p>
        {bill.status !== 'paid' && bill.autoDebitOn && (
          <p className="pay-bill-row-meta pay-bill-row-debit">
            {t('autopay.onDay', { date: debitDay(bill.autoDebitOn) })}
          </p>
        )}
        {bill.status !== 'paid' && bill.debitFailed && (
          <p className="pay-bill-row-meta pay-bill-row-fee">{t('autopay.failedRow')}</p>
        )}
        {bill.discountAmount > 0 && (
          <p className="pay-bill-row-meta">{t('bills.discount', { amount: formatMoney(bill.discountAmount) })}</p>
        )}
        {bill.overdueFee > 0 && (
          <p className="pay-bill-row-meta pay-bill-row-fee">
            {t('installments.lateFee', { amount: formatMoney(bill.overdueFee), days: bill.overdueDays })}
          </p>
        )}
      </div>
      <div className="pay-bill-row-amount">
        <strong>{formatMoney(bill.amount + bill.overdueFee)}</strong>
        {bill.discountAmount > 0 && <s className="pay-muted">{formatMoney(bill.originalAmount)}</s>}
      </div>
    </li>
  );
}
