import type { RemoteModule } from '@rental/shared';
import { loadMessages } from './locales/load-messages';
import { routes } from './routes';

/** This remote's one face: its route table, its namespace and how to load its strings. */
const remote: RemoteModule = { name: 'mf_account', namespace: 'account', routes, loadMessages };

export default remote;
