import type { Lang } from '../../i18n/lang';

export type AgreementType = 'user' | 'privacy' | 'rental' | 'service';

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

/** One agreement in one language: plain text, never markup. */
export interface AgreementDocument {
  title: string;
  sections: AgreementSection[];
}

export type Translated = Record<Lang, AgreementDocument>;

/** A numbered section: its heading, then its paragraphs. */
export const section = (heading: string, ...paragraphs: string[]): AgreementSection => ({ heading, paragraphs });
