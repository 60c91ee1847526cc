import { PageSkeleton, RequestView, safeRedirect, type PageProps, useNavigate, inPlaceLoading } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useTranslation } from 'react-i18next';
import { getContacts } from '../../api/get-contacts';
import { DetourSteps } from '../../components/detour-steps';
import { detourSteps } from '../../lib/detour';
import { ContactsForm } from './contacts-form';
import '../../components/page.css';
import './emergency-contact.css';

/**
 * Personal application data: at least two emergency contacts, each checked at its fields. Sent
 * here on the way to something else (`redirect`, e.g. placing an order), saving goes on there.
 */
export default function EmergencyContactPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const onward = query.redirect ? safeRedirect(query.redirect) : null;
  const detour = detourSteps(query);
  const request = useRequest(() => getContacts(), {
    ...inPlaceLoading,
  });
  return (
    <div className="acc-page acc-contacts">
      {detour && <DetourSteps steps={detour} current="contacts" />}
      <RequestView request={request} skeleton={<PageSkeleton rows={6} />}>
        {(saved) => (
          <ContactsForm
            saved={saved}
            saveLabel={detour && onward ? t('contacts.saveAndContinue') : t('contacts.save')}
            onSaved={onward ? () => void navigate(onward, { replace: true }) : undefined}
          />
        )}
      </RequestView>
    </div>
  );
}
