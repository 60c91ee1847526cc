import { ErrorPicture } from '@rental/shared';
import { Button, Collapse, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommonQuestion } from '../api/types';
import { filterQuestions, groupQuestions, SEARCH_THRESHOLD } from '../lib/questions';
import './question-list.css';

/** The FAQ inline: grouped by topic, each answer one tap away, searchable once the list is long. */
export function QuestionList({ questions }: { questions: readonly CommonQuestion[] }) {
  const { t } = useTranslation('account');
  const [keyword, setKeyword] = useState('');
  const groups = useMemo(() => groupQuestions(filterQuestions(questions, keyword)), [questions, keyword]);
  return (
    <div className="acc-questions">
      {questions.length > SEARCH_THRESHOLD && (
        <SearchBar
          className="acc-questions-search"
          placeholder={t('service.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
        />
      )}
      {groups.length === 0 ? (
        <div className="acc-questions-none" role="status">
          <ErrorPicture status="empty" title={t('service.noMatch', { keyword: keyword.trim() })} description="" />
          <Button size="small" shape="rounded" onClick={() => setKeyword('')}>
            {t('service.clearSearch')}
          </Button>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.category} className="acc-questions-group">
            <h3 className="acc-questions-topic">{group.category}</h3>
            <Collapse accordion>
              {group.questions.map((q) => (
                <Collapse.Panel key={String(q.id)} title={q.question}>
                  <p className="acc-questions-answer">{q.answer}</p>
                </Collapse.Panel>
              ))}
            </Collapse>
          </section>
        ))
      )}
    </div>
  );
}
