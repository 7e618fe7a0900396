import { Fragment } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { SvgIconComponent } from '@mui/icons-material';

export interface NavItem {
  to: string;
  label: string;
  icon?: SvgIconComponent;
  /** Only exact matches highlight (so '/org' is not active on '/org/pos'). */
  end?: boolean;
  /** A count shown beside the label (hidden when 0). */
  badge?: number;
  /** Loads what the link opens ahead (its module's screens), when it is hovered or focused. */
  prefetch?: () => void;
}

export interface NavSection {
  key: string;
  title?: string;
  icon?: SvgIconComponent;
  items: NavItem[];
}

/** A sidebar list of sections and links; the current page is highlighted. Shared by default and admin layouts. */
export function SideNav({ sections, onNavigate }: { sections: NavSection[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <List component="nav" aria-label={t('layout.mainMenu')} dense>
      {sections.map((section) => (
        <Fragment key={section.key}>
          {section.title && (
            <ListSubheader component="div" disableSticky>
              {section.title}
            </ListSubheader>
          )}
          {section.items.map((item) => {
            const Icon = item.icon ?? section.icon;
            return (
              <ListItemButton
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end ?? true}
                onClick={onNavigate}
                onMouseEnter={item.prefetch}
                onFocus={item.prefetch}
                sx={{ borderRadius: 1, mx: 1, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              >
                {Icon && (
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                )}
                <ListItemText primary={item.label} />
                {!!item.badge && <CountBadge count={item.badge} />}
              </ListItemButton>
            );
          })}
        </Fragment>
      ))}
    </List>
  );
}

/** A count beside a link (invitations waiting): MUI's Chip shape without its ~2.8 KB on every page. */
function CountBadge({ count }: { count: number }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 24,
        height: 24,
        px: 1,
        borderRadius: 12,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        typography: 'body2',
        fontWeight: 500,
      }}
    >
      {count}
    </Box>
  );
}
