import { inPlaceLoading, startWithAhead, type RequestLike } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useTranslation } from 'react-i18next';
import { commonQuestionsAhead, getCommonQuestions } from '../api/get-common-questions';
import type { CommonQuestion } from '../api/types';

/** The FAQ in the current language; asked again when the language changes (the server translates it). */
export function useCommonQuestions(): RequestLike<CommonQuestion[]> {
  const { i18n } = useTranslation();
  const { data, loading, error, refresh } = useRequest(
    getCommonQuestions,
    { ...inPlaceLoading, refreshDeps: [i18n.language] },
    [startWithAhead(commonQuestionsAhead)],
  );
  return { data, loading, error, refresh };
}
