import { lazy } from 'react';
import { loadLaterTexts } from '../../lib/i18n/i18n';

// The drawer and its category tree load when first opened, with the labels the first page leaves out.
export const CategoryDrawer = lazy(() =>
  Promise.all([import('./category-drawer'), loadLaterTexts()]).then(([drawer]) => drawer),
);
