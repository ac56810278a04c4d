import { lazy } from 'react';

// The drawer and its category tree load when first opened.
export const CategoryDrawer = lazy(() => import('./category-drawer'));
