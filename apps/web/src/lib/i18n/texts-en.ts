import { addCatalogue, en } from '@store/core';
import { uiEn } from './ui-messages.en';

// Core's `t` speaks English from now on (services, sign-in and the native bridge render core messages with it).
addCatalogue('en', en);

/** English: core's catalogue and the storefront's labels. */
export const englishTexts = { ...en, ...uiEn };
