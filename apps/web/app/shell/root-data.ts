/** The root loader's data as the shell's components read it. */
import { useRouteLoaderData } from '@remix-run/react';
import type { ShellData } from './data.server';

export interface RootData {
  readonly csrfToken: string;
  readonly shell: ShellData;
}

export function useShellRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export type { ShellData, ShellUser } from './data.server';
