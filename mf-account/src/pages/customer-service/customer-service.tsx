import { ErrorState, RequestView, type PageProps } from '@rental/shared';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ContactCard } from './contact-card';
import { HelpShortcuts } from './help-shortcuts';
import { QuestionList } from '../../components/question-list';
import { useCommonQuestions } from '../../hooks/use-common-questions';
import '../../components/page.css';
import './customer-service.css';

function QuestionsSkeleton() {
  return (
    <div className="acc-service-skeleton" aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}

export default function CustomerServicePage(_props: PageProps) {
  const { t } = useTranslation('account');
  const questions = useCommonQuestions();
  return (
    <div className="acc-page acc-service">
      <ContactCard />
      <div className="acc-service-body">
        <HelpShortcuts />
        <h2 className="acc-service-heading">{t('service.questionsTitle')}</h2>
        <RequestView
          request={questions}
          skeleton={<QuestionsSkeleton />}
          isEmpty={(list) => list.length === 0}
          empty={<ErrorState status="empty" title={t('service.empty')} description={t('service.emptyHint')} />}
        >
          {(list) => <QuestionList questions={list} />}
        </RequestView>
      </div>
    </div>
  );
}
