import { toast, normalizeMobile, MOBILE_INPUT_MAX_LENGTH, userMessage } from '@rental/shared';
import { fieldRule, FormField } from '@rental/shared/form-field';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Button, Form, Input, List, Selector } from 'antd-mobile';
import { AddCircleOutline, DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitContacts } from '../../api/submit-contacts';
import type { EmergencyContact } from '../../api/types';
import {
  emptyContact,
  MAX_CONTACTS,
  MIN_CONTACTS,
  NAME_MAX,
  RELATIONS,
  validateContacts,
  type ContactDraft,
  type ContactErrors,
  type Relation,
} from './contact-rules';
import { singleChoice } from '../../lib/single-choice';
import { contactFieldError } from './contact-server-error';
import { SubmitButton } from '../../components/submit-button';

function initialDrafts(saved: readonly EmergencyContact[]): ContactDraft[] {
  const drafts: ContactDraft[] = saved.map((c) => ({ ...c }));
  while (drafts.length < MIN_CONTACTS) drafts.push(emptyContact());
  return drafts;
}

interface Values {
  contacts: ContactDraft[];
}

const FIELDS = ['relation', 'name', 'mobile'] as const;

/** The contacts, each checked at its fields, and the save button. */
export function ContactsForm({
  saved,
  saveLabel,
  onSaved,
}: {
  saved: EmergencyContact[];
  saveLabel: string;
  onSaved?: (() => void) | undefined;
}) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() => ({ contacts: initialDrafts(saved) }));
  // The whole list (preserve): a removed contact's fields are still mounted when it changes.
  const contacts = Form.useWatch('contacts', { form, preserve: true }) ?? initial.contacts;
  const [formError, setFormError] = useState<string | null>(null);
  const { run, busy: saving } = useSubmitLock();
  const onFile = saved.length >= MIN_CONTACTS;

  // One check of the whole list: a number is a repeat only beside the others.
  const rule = (index: number, field: keyof ContactErrors) =>
    fieldRule((_value: unknown, current) => {
      const code = validateContacts(current.getFieldValue('contacts') as ContactDraft[])[index]?.[field];
      return code && t(`contacts.errors.${code}`);
    });

  const remove = (index: number) => {
    const messages = contacts.map((_, i) => FIELDS.map((field) => form.getFieldError(['contacts', i, field])));
    messages.splice(index, 1);
    form.setFieldValue(
      'contacts',
      contacts.filter((_, i) => i !== index),
    );
    // Each message moves up with its contact.
    form.setFields(
      messages.flatMap((errors, i) => FIELDS.map((field, f) => ({ name: ['contacts', i, field], errors: errors[f] }))),
    );
  };

  const save = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => null);
      if (!values) return;
      try {
        const result = await submitContacts(
          values.contacts.map((c) => ({
            relation: c.relation as Relation,
            name: c.name.trim(),
            mobile: normalizeMobile(c.mobile),
          })),
        );
        if (!result) return;
        toast.success(t('contacts.saved'));
        onSaved?.();
      } catch (error) {
        const atField = contactFieldError(error, values.contacts.length);
        if (atField)
          form.setFields([
            { name: ['contacts', atField.index, 'mobile'], errors: [t(`contacts.errors.${atField.code}`)] },
          ]);
        else setFormError(userMessage(error, t('contacts.saveFailed')));
      }
    });

  return (
    <>
      <p className="acc-contacts-intro">{onFile ? t('contacts.onFile') : t('contacts.intro', { min: MIN_CONTACTS })}</p>
      <Form
        form={form}
        name="acc-contacts"
        initialValues={initial}
        onValuesChange={() => setFormError(null)}
        onFinish={() => void save()}
        layout="horizontal"
        className="acc-contacts-form"
      >
        {contacts.map((_, index) => {
          const n = index + 1;
          return (
            <section key={index} className="acc-card acc-contact" aria-label={t('contacts.heading', { n })}>
              <header className="acc-contact-head">
                <h2 className="acc-card-title">{t('contacts.heading', { n })}</h2>
                {contacts.length > MIN_CONTACTS && (
                  <Button
                    size="mini"
                    fill="none"
                    aria-label={t('contacts.remove', { n })}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutline />
                  </Button>
                )}
              </header>
              <List className="acc-contact-form">
                <FormField
                  name={['contacts', index, 'relation']}
                  label={t('contacts.relation')}
                  layout="vertical"
                  rules={[rule(index, 'relation')]}
                  {...singleChoice<Relation>()}
                >
                  <Selector
                    columns={4}
                    aria-label={t('contacts.relationOf', { n })}
                    options={RELATIONS.map((value) => ({ value, label: t(`contacts.relations.${value}`) }))}
                  />
                </FormField>
                <FormField name={['contacts', index, 'name']} label={t('contacts.name')} rules={[rule(index, 'name')]}>
                  <Input
                    aria-label={t('contacts.nameOf', { n })}
                    placeholder={t('contacts.namePlaceholder')}
                    maxLength={NAME_MAX}
                  />
                </FormField>
                <FormField
                  name={['contacts', index, 'mobile']}
                  label={t('contacts.mobile')}
                  rules={[rule(index, 'mobile')]}
                >
                  <Input
                    aria-label={t('contacts.mobileOf', { n })}
                    type="tel"
                    inputMode="numeric"
                    placeholder={t('contacts.mobilePlaceholder')}
                    maxLength={MOBILE_INPUT_MAX_LENGTH}
                  />
                </FormField>
              </List>
            </section>
          );
        })}
      </Form>
      {contacts.length < MAX_CONTACTS && (
        <Button
          block
          fill="outline"
          shape="rounded"
          className="acc-contacts-add"
          onClick={() => form.setFieldValue('contacts', [...contacts, emptyContact()])}
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
