import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

/**
 * A catalogue page of two lists (services and categories, materials and rooms): the first tab by default, the second
 * under `?tab=` (editors link back to it).
 */
export function TabbedPage<Name extends string>({
  title,
  tabs,
  children,
}: {
  title: string;
  tabs: readonly [{ name: Name; label: string }, { name: Name; label: string }];
  children: (tab: Name) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0].name;
  const tab = tabs.find((candidate) => candidate.name === params.get('tab'))?.name ?? first;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Tabs value={tab} onChange={(_event, value: Name) => setParams(value === first ? {} : { tab: value })}>
        {tabs.map(({ name, label }) => (
          <Tab key={name} value={name} label={label} />
        ))}
      </Tabs>
      {children(tab)}
    </Stack>
  );
}
