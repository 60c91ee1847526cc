import { inPlaceLoading, type RequestLike } from '@rental/shared';
import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { getAgreement, type Agreement, type AgreementType } from '../api/get-agreement';

/** One agreement in the current language, asked again when the type or the language changes. */
export function useAgreement(type: AgreementType): RequestLike<Agreement> & { refreshAsync: () => Promise<unknown> } {
  const { i18n } = useTranslation();
  const { data, loading, error, refresh, refreshAsync } = useRequest(() => getAgreement(type), {
    ...inPlaceLoading,
    refreshDeps: [type, i18n.language],
  });
  return { data, loading, error, refresh, refreshAsync };
}
