export { normalizeInput, type TextInput } from './normalize-input';
export {
  codeInput,
  isAmount,
  isMobile,
  isVerificationCode,
  MOBILE_INPUT_MAX_LENGTH,
  normalizeMobile,
} from './text-rules';
export { ageFromIdNumber, idCardCheckChar, isAdultIdNumber, isIdCardNumber, MIN_RENTER_AGE } from './id-card';
export { fileKind, isImageFile, isVideoFile, type FileKind, type FileLike } from './file-kind';
export { sniffFile, sniffFileType, SNIFF_BYTES, type SniffedType } from './file-sniff';
