import { toast, useNavigate, userMessage } from '@rental/shared';
import { fieldRule, FormField } from '@rental/shared/form-field';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Form, Input, Selector, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitComplaint } from '../../api/submit-complaint';
import { FEEDBACK_TYPES, type FeedbackType } from '../../api/types';
import { ScreenshotField, screenshotIds, SCREENSHOTS_MAX, UploadsInFlight } from './screenshot-field';
import { PATHS } from '../../lib/app-links';
import { singleChoice } from '../../lib/single-choice';
import '../../components/page.css';
import './feedback.css';
import { SubmitButton } from '../../components/submit-button';

export const FEEDBACK_MIN = 5;
export const FEEDBACK_MAX = 500;
export const CONTACT_MAX = 50;

interface Values {
  type?: FeedbackType;
  content: string;
  screenshots: ImageUploadItem[];
  contact: string;
}

const INITIAL: Values = { content: '', screenshots: [], contact: '' };

/** Feedback: a type, what happened (5–500 characters, counted), screenshots, how to reach the renter. Sent once. */
export default function FeedbackPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const content = Form.useWatch('content', form) ?? '';
  const [uploads] = useState(() => new UploadsInFlight());
  const [formError, setFormError] = useState<string | null>(null);
  const { run, busy: sending } = useSubmitLock();

  const typeRule = fieldRule((type?: FeedbackType) => (type ? null : t('feedback.typeRequired')));
  const contentRule = fieldRule((value: string) => {
    const length = [...value.trim()].length;
    if (length < FEEDBACK_MIN) return t('feedback.contentTooShort', { min: FEEDBACK_MIN });
    return length > FEEDBACK_MAX ? t('feedback.contentTooLong', { max: FEEDBACK_MAX }) : null;
  });

  const submit = () =>
    run(async (keep) => {
      setFormError(null);
      const values = await form.validateFields().catch(() => null);
      if (!values?.type) return;
      try {
        await uploads.settled();
        // The list as the picker last handed it over, after the wait for uploads.
        const imageIds = screenshotIds(form.getFieldValue('screenshots') ?? []);
        const created = await submitComplaint({
          type: values.type,
          content: values.content.trim(),
          contact: values.contact.trim(),
          ...(imageIds.length > 0 ? { imageIds } : {}),
        });
        if (!created) return;
        // Sent: the page is being left, and stays busy until it is (a tap meanwhile sends nothing).
        keep();
        toast.success(t('feedback.sent'));
        // Back where the renter came from; mine when feedback was the first page opened.
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) void navigate(-1);
        else void navigate(PATHS.mine, { replace: true });
      } catch (error) {
        setFormError(userMessage(error, t('feedback.failed')));
      }
    });

  return (
    <div className="acc-page acc-feedback">
      <Form
        form={form}
        name="acc-fb"
        initialValues={INITIAL}
        onValuesChange={(changed: Partial<Values>) => {
          if ('content' in changed) setFormError(null);
        }}
        onFinish={() => void submit()}
        layout="vertical"
        className="acc-feedback-form"
      >
        <FormField name="type" label={t('feedback.typeLabel')} rules={[typeRule]} {...singleChoice<FeedbackType>()}>
          <Selector
            aria-label={t('feedback.typeLabel')}
            columns={3}
            options={FEEDBACK_TYPES.map((value) => ({ value, label: t(`feedback.types.${value}`) }))}
          />
        </FormField>
        <FormField
          name="content"
          label={t('feedback.contentLabel')}
          rules={[contentRule]}
          describedBy="acc-fb-counter"
          description={
            <p id="acc-fb-counter" className="acc-feedback-counter" aria-live="polite">
              {t('feedback.counter', { count: [...content].length, max: FEEDBACK_MAX })}
            </p>
          }
        >
          <TextArea placeholder={t('feedback.contentPlaceholder')} rows={5} maxLength={FEEDBACK_MAX} />
        </FormField>
        <FormField
          name="screenshots"
          label={t('feedback.screenshotLabel')}
          help={t('feedback.screenshotHint', { max: SCREENSHOTS_MAX })}
        >
          <ScreenshotField
            onProblem={(message) => form.setFields([{ name: 'screenshots', errors: [message] }])}
            onUpload={(task) => uploads.track(task)}
          />
        </FormField>
        <FormField name="contact" label={t('feedback.contactLabel')}>
          <Input
            aria-label={t('feedback.contactLabel')}
            placeholder={t('feedback.contactPlaceholder')}
            maxLength={CONTACT_MAX}
            clearable
          />
        </FormField>
      </Form>
      {formError && (
        <p role="alert" className="acc-field-error">
          {formError}
        </p>
      )}
      <div className="acc-feedback-actions">
        <SubmitButton label={t('feedback.submit')} busyLabel={t('feedback.sending')} busy={sending} onSubmit={submit} />
      </div>
    </div>
  );
}
