import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { Category } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useResourceMutations } from '../../../platform/resources/api';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { restaurantPaths } from '../paths';

const PATH = 'restaurant/categories';

function CategoryRow({
  category,
  index,
  count,
  editable,
  move,
}: {
  category: Category;
  index: number;
  count: number;
  editable: boolean;
  move: (from: number, to: number) => void;
}) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: category.id,
    disabled: !editable,
  });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ gap: 1, bgcolor: isDragging ? 'action.hover' : 'background.paper' }}
      data-testid="category-row"
    >
      {editable && (
        <IconButton
          {...attributes}
          {...listeners}
          aria-label={t('restaurant.categories.drag', { name: category.name })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
      )}
      <Link component={RouterLink} to={restaurantPaths.category(org, category.id)} sx={{ flexGrow: 1 }}>
        {category.name}
      </Link>
      {!category.active && <Chip size="small" label={t('restaurant.categories.hidden')} />}
      {editable && (
        <>
          <IconButton
            aria-label={t('restaurant.categories.moveUp', { name: category.name })}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('restaurant.categories.moveDown', { name: category.name })}
            disabled={index === count - 1}
            onClick={() => move(index, index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </>
      )}
    </ListItem>
  );
}

/**
 * The menu's categories in their order: dragged with a pointer, a finger or the keyboard (space, arrows), or moved
 * with the arrow buttons. The new order shows at once and is saved in one call; a refusal puts the old one back.
 */
export function CategoryOrder({ categories, editable }: { categories: Category[]; editable: boolean }) {
  const { t } = useTranslation();
  // The order shown: the server's, until the person moves something (then theirs, until the server's changes).
  const [moved, setMoved] = useState({ source: categories, order: categories });
  const order = moved.source === categories ? moved.order : categories;
  const setOrder = (next: Category[]) => setMoved({ source: categories, order: next });
  const { call } = useResourceMutations<Category>(PATH);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    const previous = order;
    const next = arrayMove(order, from, to);
    setOrder(next);
    call.mutate(
      { subpath: 'reorder', body: { ids: next.map((c) => c.id) } },
      {
        onSuccess: () => toast.success(t('restaurant.categories.reordered')),
        onError: (failure) => {
          setOrder(previous);
          toast.error(failure.message);
        },
      },
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      order.findIndex((c) => c.id === active.id),
      order.findIndex((c) => c.id === over.id),
    );
  };

  if (order.length === 0) return <Typography color="text.secondary">{t('restaurant.categories.empty')}</Typography>;
  return (
    <Paper variant="outlined">
      {editable && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, pb: 0 }}>
          {t('restaurant.categories.dragHelp')}
        </Typography>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          <List aria-label={t('restaurant.menu.tabs.categories')}>
            {order.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                index={index}
                count={order.length}
                editable={editable}
                move={move}
              />
            ))}
          </List>
        </SortableContext>
      </DndContext>
    </Paper>
  );
}
