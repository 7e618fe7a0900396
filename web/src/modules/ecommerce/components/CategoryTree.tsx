import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { ShopCategory } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useResourceMutations } from '../../../platform/resources/api';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { CATEGORIES } from '../api';
import { ecommercePaths } from '../paths';
import { treeRows } from '../tree';

/**
 * The category tree, each category under its parent; those who may manage move a category up or down among its
 * siblings (POST categories/reorder with the siblings' ids in their new order).
 */
export function CategoryTree({ categories, editable }: { categories: ShopCategory[]; editable: boolean }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { call } = useResourceMutations<ShopCategory>(CATEGORIES);
  const rows = treeRows(categories);
  if (rows.length === 0) return <Typography>{t('ecommerce.categories.empty')}</Typography>;
  const move = (siblings: ShopCategory[], from: number, to: number) => {
    const ids = siblings.map((sibling) => sibling.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    call.mutate(
      { subpath: 'reorder', body: { ids } },
      {
        onSuccess: () => toast.success(t('ecommerce.categories.reordered')),
        onError: (failure) => toast.error(failure.message),
      },
    );
  };
  return (
    <Paper variant="outlined">
      <List aria-label={t('ecommerce.categories.tree')} dense>
        {rows.map(({ category, depth, siblings }) => {
          const index = siblings.findIndex((sibling) => sibling.id === category.id);
          return (
            <ListItem
              key={category.id}
              divider
              sx={{ pl: 2 + depth * 3 }}
              secondaryAction={
                editable && (
                  <Stack direction="row">
                    <IconButton
                      size="small"
                      disabled={index === 0 || call.isPending}
                      aria-label={t('ecommerce.categories.moveUp', { name: category.name })}
                      onClick={() => move(siblings, index, index - 1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={index === siblings.length - 1 || call.isPending}
                      aria-label={t('ecommerce.categories.moveDown', { name: category.name })}
                      onClick={() => move(siblings, index, index + 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                )
              }
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pr: editable ? 8 : 0 }}>
                <Link component={RouterLink} to={ecommercePaths.category(org, category.id)}>
                  {category.name}
                </Link>
                {!category.active && <Chip size="small" label={t('ecommerce.categories.hidden')} />}
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
