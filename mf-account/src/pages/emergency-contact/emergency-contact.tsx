import {
  PageSkeleton,
  RequestView,
  safeRedirect,
  toast,
  type PageProps,
  useNavigate,
  normalizeMobile,
  MOBILE_INPUT_MAX_LENGTH,
  inPlaceLoading,
  userMessage,
} from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import useRequest from 'ahooks/es/useRequest';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { AddCircleOutline, DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getContacts } from '../../api/get-contacts';
import { submitContacts } from '../../api/submit-contacts';
import type { EmergencyContact } from '../../api/types';
import { DetourSteps } from '../../components/detour-steps';
import { detourSteps } from '../../lib/detour';
import {
  emptyContact,
  hasErrors,
  MAX_CONTACTS,
  MIN_CONTACTS,
  NAME_MAX,
  RELATIONS,
  validateContacts,
  type ContactDraft,
  type ContactErrors,
  type Relation,
} from '../../lib/contact-rules';
import { contactFieldError } from './contact-server-error';
import '../../components/page.css';
import './emergency-contact.css';
import { SubmitButton } from '../../components/submit-button';

function initialDrafts(saved: readonly EmergencyContact[]): ContactDraft[] {
  const drafts: ContactDraft[] = saved.map((c) => ({ ...c }));
  while (drafts.length < MIN_CONTACTS) drafts.push(emptyContact());
  return drafts;
}

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

function ContactsForm({
  saved,
  saveLabel,
  onSaved,
}: {
  saved: EmergencyContact[];
  saveLabel: string;
  onSaved?: (() => void) | undefined;
}) {
  const { t } = useTranslation('account');
  const [drafts, setDrafts] = useState<ContactDraft[]>(() => initialDrafts(saved));
  const [errors, setErrors] = useState<ContactErrors[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const { run, busy: saving } = useSubmitLock();
  const onFile = saved.length >= MIN_CONTACTS;

  const update = (index: number, patch: Partial<ContactDraft>) => {
    setDrafts((list) => list.map((c, i) => (i === index ? { ...c, ...patch } : c)));
    setErrors((list) =>
      list.map((e, i) => {
        if (i !== index) return e;
        const next = { ...e };
        for (const key of Object.keys(patch) as (keyof ContactDraft)[]) next[key] = undefined;
        return next;
      }),
    );
    setFormError(null);
  };

  const save = () =>
    run(async () => {
      const found = validateContacts(drafts);
      setErrors(found);
      if (hasErrors(found)) return;
      try {
        const contacts = drafts.map((c) => ({
          relation: c.relation as Relation,
          name: c.name.trim(),
          mobile: normalizeMobile(c.mobile),
        }));
        const result = await submitContacts(contacts);
        if (!result) return;
        toast.success(t('contacts.saved'));
        onSaved?.();
      } catch (error) {
        const atField = contactFieldError(error, drafts.length);
        if (atField) setErrors(drafts.map((_, i) => (i === atField.index ? { mobile: atField.code } : {})));
        else setFormError(userMessage(error, t('contacts.saveFailed')));
      }
    });

  const fieldError = (index: number, field: keyof ContactErrors) => {
    const code = errors[index]?.[field];
    return code ? (
      <p id={`acc-contact-${index}-${field}-error`} role="alert" className="acc-field-error">
        {t(`contacts.errors.${code}`)}
      </p>
    ) : null;
  };

  return (
    <>
      <p className="acc-contacts-intro">{onFile ? t('contacts.onFile') : t('contacts.intro', { min: MIN_CONTACTS })}</p>
      {drafts.map((contact, index) => {
        const n = index + 1;
        return (
          <section key={index} className="acc-card acc-contact" aria-label={t('contacts.heading', { n })}>
            <header className="acc-contact-head">
              <h2 className="acc-card-title">{t('contacts.heading', { n })}</h2>
              {drafts.length > MIN_CONTACTS && (
                <Button
                  size="mini"
                  fill="none"
                  aria-label={t('contacts.remove', { n })}
                  onClick={() => {
                    setDrafts((list) => list.filter((_, i) => i !== index));
                    setErrors((list) => list.filter((_, i) => i !== index));
                  }}
                >
                  <DeleteOutline />
                </Button>
              )}
            </header>
            <Form layout="horizontal" className="acc-contact-form">
              <Form.Item label={t('contacts.relation')} layout="vertical">
                <Selector
                  columns={4}
                  aria-label={t('contacts.relationOf', { n })}
                  options={RELATIONS.map((value) => ({ value, label: t(`contacts.relations.${value}`) }))}
                  value={contact.relation ? [contact.relation] : []}
                  onChange={(values) => {
                    // A tap on the chosen relation keeps it: one is always needed.
                    if (values[0]) update(index, { relation: values[0] });
                  }}
                />
              </Form.Item>
              {fieldError(index, 'relation')}
              <Form.Item label={t('contacts.name')}>
                <Input
                  id={`acc-contact-${index}-name`}
                  aria-label={t('contacts.nameOf', { n })}
                  placeholder={t('contacts.namePlaceholder')}
                  maxLength={NAME_MAX}
                  value={contact.name}
                  onChange={(name) => update(index, { name })}
                  aria-invalid={!!errors[index]?.name}
                />
              </Form.Item>
              {fieldError(index, 'name')}
              <Form.Item label={t('contacts.mobile')}>
                <Input
                  id={`acc-contact-${index}-mobile`}
                  aria-label={t('contacts.mobileOf', { n })}
                  type="tel"
                  inputMode="numeric"
                  placeholder={t('contacts.mobilePlaceholder')}
                  maxLength={MOBILE_INPUT_MAX_LENGTH}
                  value={contact.mobile}
                  onChange={(mobile) => update(index, { mobile })}
                  aria-invalid={!!errors[index]?.mobile}
                />
              </Form.Item>
              {fieldError(index, 'mobile')}
            </Form>
          </section>
        );
      })}
      {drafts.length < MAX_CONTACTS && (
        <Button
          block
          fill="outline"
          shape="rounded"
          className="acc-contacts-add"
          onClick={() => setDrafts((list) => [...list, emptyContact()])}
        >
          <AddCircleOutline /> {t('contacts.add')}
        </Button>
      )}
      {formError && (
        <p role="alert" className="acc-field-error acc-contacts-form-error">
          {formError}
        </p>
      )}
      <div className="acc-contacts-actions">
        <SubmitButton label={saveLabel} busyLabel={t('contacts.saving')} busy={saving} onSubmit={save} />
      </div>
    </>
  );
}
