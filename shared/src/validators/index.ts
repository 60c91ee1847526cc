export { normalizeInput, type TextInput } from './normalize-input';
export { isMobile, isVerificationCode, isAmount } from './text-rules';
export { isIdCardNumber, idCardCheckChar } from './id-card';
export { fileKind, isImageFile, isVideoFile, type FileKind, type FileLike } from './file-kind';
