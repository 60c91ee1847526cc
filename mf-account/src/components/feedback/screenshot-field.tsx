import { isString } from '@rental/shared';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { putFile } from '../../api/put-file';
import { checkUpload, MAX_UPLOAD_BYTES, prepareUpload } from '../../lib/image-upload';

export const SCREENSHOTS_MAX = 3;

interface Props {
  value: ImageUploadItem[];
  onChange: (items: ImageUploadItem[]) => void;
  onProblem: (message: string) => void;
}

/** Up to three screenshots, each checked and uploaded as it is picked; the file id rides in `extra`. */
export function ScreenshotField({ value, onChange, onProblem }: Props) {
  const { t } = useTranslation('account');
  const upload = async (file: File): Promise<ImageUploadItem> => {
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
    const fileId = await putFile(prepared);
    if (!fileId) {
      onProblem(t('feedback.screenshotFailed'));
      throw new Error('upload failed');
    }
    return { url: URL.createObjectURL(file), extra: fileId };
  };
  return (
    <ImageUploader
      value={value}
      onChange={onChange}
      upload={upload}
      maxCount={SCREENSHOTS_MAX}
      accept="image/*"
      aria-label={t('feedback.screenshotLabel')}
    />
  );
}

/** The uploaded files' ids, for the complaint. */
export const screenshotIds = (items: readonly ImageUploadItem[]): string[] =>
  items.flatMap((item) => (isString(item.extra) ? [item.extra] : []));
