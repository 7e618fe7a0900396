import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

export interface PageTab<Name extends string> {
  name: Name;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * The tab of a page kept in the address (`?tab=`, so that editors link back to it and a reload keeps it): the first
 * tab by default (no parameter), and how to choose another.
 */
export function useTabParam<Name extends string>(
  tabs: readonly PageTab<Name>[],
): [tab: Name, choose: (tab: Name) => void] {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]!.name;
  const tab = tabs.find((candidate) => candidate.name === params.get('tab') && !candidate.disabled)?.name ?? first;
  // Only the tab: a filter of the list left behind does not follow to another list.
  const choose = (value: Name) => setParams(value === first ? {} : { tab: value });
  return [tab, choose];
}

/** The tab bar of `useTabParam`'s tabs. */
export function TabBar<Name extends string>({
  tabs,
  tab,
  onChange,
  label,
}: {
  tabs: readonly PageTab<Name>[];
  tab: Name;
  onChange: (tab: Name) => void;
  label?: string;
}) {
  return (
    <Tabs
      value={tab}
      onChange={(_event, value: Name) => onChange(value)}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      {tabs.map(({ name, label: tabLabel, disabled }) => (
        <Tab key={name} value={name} label={tabLabel} disabled={disabled} />
      ))}
    </Tabs>
  );
}

/**
 * A catalogue page of lists (services and categories, materials and rooms, courses and categories): the first tab by
 * default, the others under `?tab=` (editors link back to them).
 */
export function TabbedPage<Name extends string>({
  title,
  tabs,
  children,
}: {
  title: string;
  tabs: readonly [PageTab<Name>, ...PageTab<Name>[]];
  children: (tab: Name) => ReactNode;
}) {
  const [tab, choose] = useTabParam(tabs);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <TabBar tabs={tabs} tab={tab} onChange={choose} />
      {children(tab)}
    </Stack>
  );
}
