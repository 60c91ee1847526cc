import { inPlaceLoading } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { Button, Skeleton } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { getHotKeys } from '../../api/get-hot-keys';
import { SectionTitle } from '../../components/section-title';
import { CatalogSection } from '../../components/catalog-section';

function Chips({ label, words, onPick }: { label: string; words: readonly string[]; onPick: (word: string) => void }) {
  return (
    <ul className="cat-search-chips" aria-label={label}>
      {words.map((word) => (
        <li key={word}>
          <button type="button" className="cat-search-chip" onClick={() => onPick(word)}>
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function HistoryChips({
  words,
  onPick,
  onClear,
}: {
  words: readonly string[];
  onPick: (w: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalog');
  if (words.length === 0) return null;
  return (
    <section className="cat-search-block" aria-labelledby="cat-search-history">
      <SectionTitle
        id="cat-search-history"
        extra={
          <Button size="mini" fill="none" onClick={onClear} aria-label={t('searchPage.clearHistory')}>
            <DeleteOutline aria-hidden />
          </Button>
        }
      >
        {t('searchPage.history')}
      </SectionTitle>
      <Chips label={t('searchPage.history')} words={words} onPick={onPick} />
    </section>
  );
}

export function HotChips({ onPick }: { onPick: (w: string) => void }) {
  const { t } = useTranslation('catalog');
  const request = useRequest(getHotKeys, inPlaceLoading);
  return (
    <section className="cat-search-block" aria-labelledby="cat-search-hot">
      <SectionTitle id="cat-search-hot">{t('searchPage.hot')}</SectionTitle>
      <CatalogSection
        request={request}
        skeleton={<Skeleton.Paragraph lineCount={2} animated />}
        isEmpty={(l) => l.length === 0}
      >
        {(words) => <Chips label={t('searchPage.hot')} words={words} onPick={onPick} />}
      </CatalogSection>
    </section>
  );
}
