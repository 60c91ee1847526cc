import { userMessage } from '@rental/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ocrBack, ocrFront } from '../../api/ocr-id-card';
import type { IdBack, IdFront } from '../../api/types';
import { putFile } from '../../api/put-file';
import type { TileState } from './id-upload-tile';
import {
  checkUpload,
  MAX_UPLOAD_BYTES,
  prepareUpload,
  UnreadableImageError,
  type UploadProblem,
} from '../../lib/image-upload';

type Read<S> = S extends 'front' ? IdFront : IdBack;

/**
 * One card side: check the photo before anything is sent (its bytes, ≤ 10 MB), redraw it (no
 * metadata leaves the phone), upload it, read it. A failure stays on the tile with a retry of the
 * same photo.
 */
export function useIdSide<S extends 'front' | 'back'>(side: S, onRead: (read: Read<S>) => void) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<TileState>({ kind: 'empty' });
  const [fileId, setFileId] = useState<string | null>(null);
  const run = useRef(0);

  const refuse = (problem: UploadProblem) =>
    setState({
      kind: 'failed',
      file: null,
      message: t(`realName.problems.${problem}`, { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }),
    });

  const process = async (file: File) => {
    const mine = ++run.current;
    const problem = await checkUpload(file);
    if (mine !== run.current) return;
    if (problem) return refuse(problem);
    setFileId(null);
    setState({ kind: 'busy', file, step: 'upload' });
    try {
      const upload = await prepareUpload(file);
      const id = await putFile(upload);
      if (!id || mine !== run.current) return;
      setState({ kind: 'busy', file, step: 'ocr' });
      const read = await (side === 'front' ? ocrFront(id) : ocrBack(id));
      if (!read || mine !== run.current) return;
      setFileId(id);
      setState({ kind: 'done', file });
      onRead(read as Read<S>);
    } catch (error) {
      if (mine !== run.current) return;
      if (error instanceof UnreadableImageError) return refuse('unreadable');
      setState({ kind: 'failed', file, message: userMessage(error, t('realName.uploadFailed')) });
    }
  };

  const retry = () => {
    if (state.kind === 'failed' && state.file) void process(state.file);
  };

  return { state, fileId, pick: (file: File) => void process(file), retry, setState };
}
