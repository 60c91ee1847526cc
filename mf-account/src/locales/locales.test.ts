import { testLocalesComplete } from '@rental/shared/testing';
import { loadMessages } from './load-messages';

testLocalesComplete(loadMessages);
