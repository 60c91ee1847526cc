import { checkWire, userMessage, v } from '@rental/shared';
import { ImageUploader, type ImageUploaderRef, type ImageUploadItem } from 'antd-mobile';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { putFile } from '../../api/put-file';
import { checkUpload, MAX_UPLOAD_BYTES, prepareUpload } from '../../lib/image-upload';

export const SCREENSHOTS_MAX = 3;

interface Props {
  /** From the form's store (its Form.Item). */
  value?: ImageUploadItem[];
  onChange?: (items: ImageUploadItem[]) => void;
  onProblem: (message: string) => void;
  /** Told of each upload as it starts: a send tapped meanwhile waits for it (UploadsInFlight). */
  onUpload: (task: Promise<unknown>) => void;
  /** Its file input: the form says there which screenshot failed. */
  ref?: Ref<ImageUploaderRef>;
}

/**
 * The screenshots still uploading. A renter who taps send while one is on its way expects it to
 * go with the feedback: `settled` waits for them, and for the picker to have handed over its ids.
 */
export class UploadsInFlight {
  private readonly tasks = new Set<Promise<unknown>>();

  track(task: Promise<unknown>): void {
    this.tasks.add(task);
    const done = () => this.tasks.delete(task);
    task.then(done, done);
  }

  async settled(): Promise<void> {
    await Promise.allSettled([...this.tasks]);
    // The picker passes the new list on a few promise steps after the upload: a macrotask is past them.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Up to three screenshots, each checked and uploaded as it is picked; the file id rides in `extra`. */
export function ScreenshotField({ value, onChange, onProblem, onUpload, ref }: Props) {
  const { t } = useTranslation('account');
  const send = async (file: File): Promise<ImageUploadItem> => {
    const problem = await checkUpload(file);
    if (problem) {
      onProblem(t(`feedback.screenshotProblems.${problem}`, { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
      throw new Error(problem);
    }
    const prepared = await prepareUpload(file).catch(() => null);
    if (!prepared) {
      onProblem(t('feedback.screenshotProblems.unreadable'));
      throw new Error('unreadable');
    }
    const fileId = await putFile(prepared).catch((error: unknown) => {
      onProblem(userMessage(error, t('feedback.screenshotFailed')));
      throw error;
    });
    if (!fileId) {
      onProblem(t('feedback.screenshotFailed'));
      throw new Error('upload failed');
    }
    return { url: URL.createObjectURL(file), extra: fileId };
  };
  const upload = (file: File): Promise<ImageUploadItem> => {
    const task = send(file);
    onUpload(task);
    return task;
  };
  return (
    <ImageUploader
      ref={ref}
      value={value}
      onChange={onChange}
      upload={upload}
      maxCount={SCREENSHOTS_MAX}
      accept="image/*"
      aria-label={t('feedback.screenshotLabel')}
    />
  );
}

/** antd-mobile types `extra` as `any`: only an item this field uploaded carries its file id there. */
const FileIdSchema = v.string();

/** The uploaded files' ids, for the complaint. */
export const screenshotIds = (items: readonly ImageUploadItem[]): string[] =>
  items.flatMap((item) => {
    const fileId = checkWire(FileIdSchema, item.extra);
    return fileId.ok ? [fileId.value] : [];
  });
