import { describeBadInput } from './bad-input-suite.ts';

describeBadInput('visitor');
