import { lazy } from 'react';

/** The item page's CEP box, in a chunk of its own: the first page never carries it. */
export const ItemFreightBox = lazy(() => import('./freight-box'));
