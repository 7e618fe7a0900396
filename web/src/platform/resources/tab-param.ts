import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface PageTab<Name extends string> {
  name: Name;
  label: ReactNode;
}

/**
 * The tab of a page kept in the address (`?tab=`, so that editors link back to it and a reload keeps it): the first
 * tab by default (no parameter), and how to choose another. Apart from any tab bar: a page shows its own (MUI's Tabs
 * in TabbedPage, ui/TabStrip where a page's first load counts).
 */
export function useTabParam<Name extends string>(
  tabs: readonly PageTab<Name>[],
): [tab: Name, choose: (tab: Name) => void] {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]!.name;
  const tab = tabs.find((candidate) => candidate.name === params.get('tab'))?.name ?? first;
  // Only the tab: a filter of the list left behind does not follow to another list.
  const choose = (value: Name) => setParams(value === first ? {} : { tab: value });
  return [tab, choose];
}
