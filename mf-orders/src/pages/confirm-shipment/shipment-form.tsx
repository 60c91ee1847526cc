import { Button, Dialog, Input, Picker } from 'antd-mobile';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmReturnShipment } from '../../api/confirm-return-shipment';
import type { ExpressCompany, OrderDetail } from '../../api/types';
import { checkTrackingNo, normalizeTrackingNo, type TrackingError } from './tracking-rules';
import '../../components/return.css';

interface Props {
  orderId: number;
  companies: ExpressCompany[];
  onShipped: (detail: OrderDetail) => void;
}

/** The carrier and tracking number of the device sent back, each checked at its field. */
export function ShipmentForm({ orderId, companies, onShipped }: Props) {
  const { t } = useTranslation('orders');
  const [code, setCode] = useState<string | undefined>(undefined);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<TrackingError | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const lock = useSubmitLock();
  const company = companies.find((c) => c.code === code);

  const submit = () =>
    lock.run(async () => {
      const problem = checkTrackingNo(code, number);
      setError(problem);
      if (problem || !company) return;
      const trackingNo = normalizeTrackingNo(number);
      try {
        const ok = await Dialog.confirm({
          title: t('manage.shipment.askTitle'),
          content: t('manage.shipment.ask', { company: company.name, no: trackingNo }),
          confirmText: t('manage.dialog.yes'),
          cancelText: t('manage.dialog.no'),
        });
        if (!ok) return;
        setSending(true);
        const detail = await confirmReturnShipment(orderId, company.code, trackingNo);
        if (detail) onShipped(detail);
      } catch {
        // The client has shown the server's reason; the fields keep what was typed.
      } finally {
        setSending(false);
      }
    });

  return (
    <>
      <section className="ord-section" aria-label={t('manage.shipment.title')}>
        <h2 className="ord-section-title">{t('manage.shipment.title')}</h2>
        <div className="ord-form-field">
          <span className="ord-form-label" id="ord-company-label">
            {t('manage.shipment.company')}
          </span>
          <button
            type="button"
            aria-labelledby="ord-company-label ord-company-value"
            className={company ? 'ord-picker-trigger' : 'ord-picker-trigger ord-picker-trigger-empty'}
            onClick={() => setPickerOpen(true)}
          >
            <span id="ord-company-value">{company?.name ?? t('manage.shipment.pickCompany')}</span>
            <span aria-hidden="true">›</span>
          </button>
          {error === 'company' && (
            <p className="ord-manage-field-error" role="alert">
              {t('manage.shipment.errors.company')}
            </p>
          )}
        </div>
        <div className="ord-form-field">
          <label className="ord-form-label" htmlFor="ord-tracking-no">
            {t('manage.shipment.trackingNo')}
          </label>
          <Input
            id="ord-tracking-no"
            className="ord-input"
            value={number}
            placeholder={
              company
                ? t('manage.shipment.example', { example: company.example })
                : t('manage.shipment.trackingPlaceholder')
            }
            onChange={(value) => {
              setNumber(value.toUpperCase());
              if (error === 'required' || error === 'format') setError(null);
            }}
            onBlur={() => {
              if (number && code) setError(checkTrackingNo(code, number));
            }}
            autoComplete="off"
            clearable
          />
          {(error === 'required' || error === 'format') && (
            <p className="ord-manage-field-error" role="alert">
              {error === 'required'
                ? t('manage.shipment.errors.required')
                : t('manage.shipment.errors.format', { example: company?.example ?? '' })}
            </p>
          )}
        </div>
      </section>
      <Picker
        columns={[companies.map((c) => ({ label: c.name, value: c.code }))]}
        visible={pickerOpen}
        value={code ? [code] : []}
        title={t('manage.shipment.company')}
        confirmText={t('manage.dialog.done')}
        cancelText={t('manage.dialog.no')}
        onClose={() => setPickerOpen(false)}
        onConfirm={(values) => {
          const picked = values[0];
          setCode(typeof picked === 'string' ? picked : undefined);
          if (number && typeof picked === 'string') setError(checkTrackingNo(picked, number));
          else setError(null);
        }}
      />
      <div className="ord-bottom-bar">
        <Button block color="primary" shape="rounded" size="large" loading={sending} onClick={() => void submit()}>
          {t('manage.shipment.submit')}
        </Button>
      </div>
    </>
  );
}
