import { en } from '@store/core';
import { uiEn } from './ui-messages.en';

/** English, core's catalogue (importing it lets core's `t` speak English) and the storefront's labels. */
export const englishTexts = { ...en, ...uiEn };
