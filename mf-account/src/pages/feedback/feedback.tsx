import { toast, useNavigate, userMessage } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Form, Input, Selector, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitComplaint } from '../../api/submit-complaint';
import { FEEDBACK_TYPES, type FeedbackType } from '../../api/types';
import { ScreenshotField, screenshotIds, SCREENSHOTS_MAX, UploadsInFlight } from './screenshot-field';
import { PATHS } from '../../lib/app-links';
import '../../components/page.css';
import './feedback.css';
import { SubmitButton } from '../../components/submit-button';

export const FEEDBACK_MIN = 5;
export const FEEDBACK_MAX = 500;
export const CONTACT_MAX = 50;

type Field = 'type' | 'content' | 'contact' | 'screenshots' | 'form';

/** Feedback: a type, what happened (5–500 characters, counted), screenshots, how to reach the renter. Sent once. */
export default function FeedbackPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [type, setType] = useState<FeedbackType | null>(null);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [shots, setShots] = useState<ImageUploadItem[]>([]);
  // The list as the picker last handed it over, read after a send waited for uploads.
  const shotsNow = useRef<ImageUploadItem[]>([]);
  const [uploads] = useState(() => new UploadsInFlight());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { run, busy: sending } = useSubmitLock();

  const length = [...content.trim()].length;

  const submit = () =>
    run(async (keep) => {
      const next: Partial<Record<Field, string>> = {};
      if (!type) next.type = t('feedback.typeRequired');
      if (length < FEEDBACK_MIN) next.content = t('feedback.contentTooShort', { min: FEEDBACK_MIN });
      if (length > FEEDBACK_MAX) next.content = t('feedback.contentTooLong', { max: FEEDBACK_MAX });
      setErrors(next);
      if (Object.keys(next).length > 0 || !type) return;
      try {
        await uploads.settled();
        const imageIds = screenshotIds(shotsNow.current);
        const created = await submitComplaint({
          type,
          content: content.trim(),
          contact: contact.trim(),
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
        setErrors({ form: userMessage(error, t('feedback.failed')) });
      }
    });

  const alert = (field: Field) =>
    errors[field] ? (
      <p id={`acc-fb-${field}-error`} role="alert" className="acc-field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="acc-page acc-feedback">
      <Form layout="vertical" className="acc-feedback-form">
        <Form.Item label={t('feedback.typeLabel')}>
          <Selector
            aria-label={t('feedback.typeLabel')}
            columns={3}
            options={FEEDBACK_TYPES.map((value) => ({ value, label: t(`feedback.types.${value}`) }))}
            value={type ? [type] : []}
            onChange={(values) => {
              if (!values[0]) return; // a tap on the chosen type keeps it
              setType(values[0]);
              setErrors((e) => ({ ...e, type: undefined }));
            }}
          />
        </Form.Item>
        {alert('type')}
        <Form.Item label={t('feedback.contentLabel')}>
          <label htmlFor="acc-fb-content" className="acc-visually-hidden">
            {t('feedback.contentLabel')}
          </label>
          <TextArea
            id="acc-fb-content"
            placeholder={t('feedback.contentPlaceholder')}
            rows={5}
            maxLength={FEEDBACK_MAX}
            value={content}
            onChange={(value) => {
              setContent(value);
              setErrors((e) => ({ ...e, content: undefined, form: undefined }));
            }}
            aria-invalid={!!errors.content}
            aria-describedby="acc-fb-counter"
          />
          <p id="acc-fb-counter" className="acc-feedback-counter" aria-live="polite">
            {t('feedback.counter', { count: [...content].length, max: FEEDBACK_MAX })}
          </p>
        </Form.Item>
        {alert('content')}
        <Form.Item label={t('feedback.screenshotLabel')} help={t('feedback.screenshotHint', { max: SCREENSHOTS_MAX })}>
          <ScreenshotField
            value={shots}
            onChange={(items) => {
              shotsNow.current = items;
              setShots(items);
              setErrors((e) => ({ ...e, screenshots: undefined }));
            }}
            onProblem={(message) => setErrors((e) => ({ ...e, screenshots: message }))}
            onUpload={(task) => uploads.track(task)}
          />
        </Form.Item>
        {alert('screenshots')}
        <Form.Item label={t('feedback.contactLabel')}>
          <Input
            id="acc-fb-contact"
            aria-label={t('feedback.contactLabel')}
            placeholder={t('feedback.contactPlaceholder')}
            maxLength={CONTACT_MAX}
            clearable
            value={contact}
            onChange={setContact}
          />
        </Form.Item>
      </Form>
      {alert('form')}
      <div className="acc-feedback-actions">
        <SubmitButton label={t('feedback.submit')} busyLabel={t('feedback.sending')} busy={sending} onSubmit={submit} />
      </div>
    </div>
  );
}
