import { renderStandalone } from '@rental/shared';
import remote from './remote-entry';

// Only used when this remote is opened on its own dev server; the shell never runs this file.
void renderStandalone(remote);
