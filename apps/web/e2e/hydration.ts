import type { Locator } from 'playwright-core';

/** Whether React has hydrated an element (it keeps its fiber on the element). */
export const isHydrated = (element: Locator): Promise<boolean> => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
