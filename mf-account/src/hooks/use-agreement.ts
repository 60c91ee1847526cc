import { inPlaceLoading, type RequestLike, unlessCancelled } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getAgreement } from '../api/get-agreement';
import type { Agreement, AgreementType } from '../api/types';

/** One agreement in the current language, asked again when the type or the language changes. */
export function useAgreement(type: AgreementType): RequestLike<Agreement> & { refreshAsync: () => Promise<unknown> } {
  const { i18n } = useTranslation();
  const { data, loading, error, refresh, refreshAsync } = useRequest(() => getAgreement(type), {
    ...inPlaceLoading,
    refreshDeps: [type, i18n.language],
  });
  // A pull-down superseded by a language change has not failed.
  const refreshUnlessCancelled = useCallback(() => unlessCancelled(refreshAsync()), [refreshAsync]);
  return { data, loading, error, refresh, refreshAsync: refreshUnlessCancelled };
}
