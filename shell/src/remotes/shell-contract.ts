/**
 * What this shell provides to remotes (its name, version and shared modules' versions), as the
 * build wrote it; one module, so the boot files carry the list once however many places judge by it.
 */
export const SHELL_CONTRACT = __SHELL_CONTRACT__;
