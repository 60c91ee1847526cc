import { CascadePicker } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { regionLine } from '@rental/shared/region-names';
import { useRegionStems } from '../../lib/region-names';
import { loadRegions, type RegionOption } from './regions';

interface Props {
  /** From the form's store (its Form.Item), as the ref the form marks invalid. */
  value?: string[];
  onChange?: (value: string[]) => void;
  ref?: Ref<HTMLButtonElement>;
}

/** Province → city → district, from the region list loaded the first time the picker opens. */
export function RegionField({ value = [], onChange, ref }: Props) {
  const { t, i18n } = useTranslation('orders');
  const stems = useRegionStems(i18n.language);
  const [loaded, setLoaded] = useState<{ language: string; list: RegionOption[] } | null>(null);
  const options = loaded?.language === i18n.language ? loaded.list : null;
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [open, setOpen] = useState(false);

  const show = async () => {
    if (options) {
      setOpen(true);
      return;
    }
    setState('loading');
    try {
      setLoaded({ language: i18n.language, list: await loadRegions(i18n.language) });
      setState('idle');
      setOpen(true);
    } catch {
      setState('failed');
    }
  };

  const [province = '', city = '', district = ''] = value;
  const text = value.length === 3 ? regionLine({ province, city, district }, i18n.language, stems) : '';
  return (
    <>
      <button
        ref={ref}
        type="button"
        id="ord-address-region"
        className={`ord-region${text ? '' : ' ord-region--empty'}`}
        onClick={() => void show()}
        aria-busy={state === 'loading'}
      >
        <span className="rental-sr-only">{t('place.shipTo.region')}: </span>
        <span>{text || t('place.shipTo.regionPlaceholder')}</span>
        <RightOutline aria-hidden />
      </button>
      {state === 'failed' && (
        <p role="alert" className="ord-field-error">
          {t('place.shipTo.regionLoadFailed')}
        </p>
      )}
      {options && (
        <CascadePicker
          title={t('place.shipTo.regionTitle')}
          options={options}
          visible={open}
          value={value}
          onClose={() => setOpen(false)}
          onConfirm={(picked) => {
            const parts = picked.filter((part): part is string => typeof part === 'string');
            if (parts.length === 3) onChange?.(parts);
          }}
        />
      )}
    </>
  );
}
