/**
 * Opening or closing a modal only changes a query parameter; loaders need not run again.
 * Routes with costly loaders can export this as their `shouldRevalidate`.
 */
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { onlyModalParamsChanged } from './modals';

export const skipRevalidationForModals: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && onlyModalParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
