import { ErrorState, PageSkeleton, RequestView, type PageProps, Link } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import { QuestionList } from '../../components/question-list';
import { useCommonQuestions } from '../../hooks/use-common-questions';
import { PATHS } from '../../lib/app-links';
import '../../components/page.css';
import './common-problem.css';

/** Every FAQ, grouped, expandable and searchable; a way to ask when the answer is not there. */
export default function CommonProblemPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const questions = useCommonQuestions();
  return (
    <div className="acc-page acc-faq">
      <RequestView
        request={questions}
        skeleton={<PageSkeleton rows={6} />}
        isEmpty={(list) => list.length === 0}
        empty={<ErrorState status="empty" title={t('service.empty')} description={t('service.emptyHint')} />}
      >
        {(list) => <QuestionList questions={list} />}
      </RequestView>
      <div className="acc-faq-more">
        <p>{t('faq.notFound')}</p>
        <Link to={PATHS.feedback} className="acc-faq-ask">
          {t('faq.askUs')}
        </Link>
      </div>
    </div>
  );
}
