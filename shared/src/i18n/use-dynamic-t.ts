import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type LooseT = (key: string, options: { ns: string }) => string;

/**
 * Translation for keys only known at run time, such as the title a remote's route table names.
 * Typed keys can't describe another app's namespace, so the looseness lives here, once.
 */
export function useDynamicT(ns: string): (key: string) => string {
  const { t } = useTranslation();
  return useCallback((key: string) => (t as unknown as LooseT)(key, { ns }), [t, ns]);
}
