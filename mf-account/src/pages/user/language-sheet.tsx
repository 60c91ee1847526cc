import { currentLanguage, LANGUAGE_NAMES, LANGUAGES, setLanguage, toast, type Language } from '@rental/shared';
import { ActionSheet, type ActionSheetProps } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

interface Props {
  visible: boolean;
  onClose: () => void;
}

/** The five languages, each in its own name; the current one is ticked. Choosing switches the whole app. */
export default function LanguageSheet({ visible, onClose }: Props) {
  const { t } = useTranslation('account');
  const current = currentLanguage();
  const actions: ActionSheetProps['actions'] = LANGUAGES.map((lng: Language) => ({
    key: lng,
    bold: lng === current,
    text: (
      <span className="acc-lang-option" lang={lng} aria-current={lng === current ? 'true' : undefined}>
        {LANGUAGE_NAMES[lng]}
        {lng === current && <CheckOutline aria-label={t('mine.language.current')} className="acc-lang-check" />}
      </span>
    ),
    onClick: () => void setLanguage(lng).catch(() => toast.error(t('mine.language.failed'))),
  }));
  return (
    <ActionSheet
      visible={visible}
      extra={t('mine.language.title')}
      actions={actions}
      cancelText={t('logout.cancel')}
      closeOnAction
      onClose={onClose}
    />
  );
}
