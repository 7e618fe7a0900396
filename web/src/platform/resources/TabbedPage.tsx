import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTabParam, type PageTab } from './tab-param';

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
      <Tabs value={tab} onChange={(_event, value: Name) => choose(value)}>
        {tabs.map(({ name, label }) => (
          <Tab key={name} value={name} label={label} />
        ))}
      </Tabs>
      {children(tab)}
    </Stack>
  );
}
