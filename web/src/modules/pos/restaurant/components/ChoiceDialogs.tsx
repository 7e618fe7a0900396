import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  choiceCountFits,
  dailyMenuChoiceFits,
  formatCents,
  type Combo,
  type DailyMenu,
  type Dish,
  type ModifierGroup,
} from '@plataforma/domain';
import type { CartLine } from '../../shell/cart';
import { ChoiceDialog as ChoiceFrame } from '../../shell/ChoiceDialog';
import { ChoiceGroup, ModifierChoices, modifiersValid } from '../../shell/ChoiceGroup';
import { comboLine, dailyMenuLine, dishLine } from '../cart';
import { isSoldOut } from '../catalog';

/** The courses picked in the menú del día dialog (course index -> item index, or undefined). */
const picked = (chosen: readonly (number | undefined)[]) =>
  chosen.flatMap((item, course) => (item === undefined ? [] : [course]));

/** The frame of the three choice dialogs, in the restaurant's words. */
function ChoiceDialog({
  priceCents,
  ...props
}: Omit<ComponentProps<typeof ChoiceFrame>, 'id' | 'confirmLabel' | 'notesLabel' | 'notesPlaceholder'> & {
  title: string;
  priceCents: number;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceFrame
      {...props}
      id="choice-dialog"
      confirmLabel={t('pos.restaurant.modifiers.addWithPrice', { price: formatCents(priceCents) })}
      notesLabel={t('pos.restaurant.modifiers.notes')}
      notesPlaceholder={t('pos.restaurant.cart.notesPlaceholder')}
    />
  );
}

/**
 * A dish's modifier groups (Punto de la carne, Extras...): each honours its required flag, min and max; 'Añadir'
 * stays disabled until every group is valid.
 */
export function ModifierDialog({
  dish,
  groups,
  onConfirm,
  onClose,
}: {
  dish: Dish;
  groups: ModifierGroup[];
  onConfirm: (line: CartLine) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [notes, setNotes] = useState('');
  const valid = modifiersValid(groups, chosen);
  const line = dishLine(dish, groups, chosen, notes);
  return (
    <ChoiceDialog
      title={dish.name}
      priceCents={line.unitPriceCents}
      valid={valid}
      notes={notes}
      onNotes={setNotes}
      onConfirm={() => onConfirm(line)}
      onClose={onClose}
    >
      <ModifierChoices groups={groups} chosen={chosen} onChange={setChosen} />
    </ChoiceDialog>
  );
}

/** A combo: one choice per slot, each with its min and max; sold-out dishes cannot be chosen. */
export function ComboDialog({
  combo,
  dishes,
  onConfirm,
  onClose,
}: {
  combo: Combo;
  dishes: Dish[];
  onConfirm: (line: CartLine) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<string[][]>(combo.slots.map(() => []));
  const [notes, setNotes] = useState('');
  const valid = combo.slots.every((slot, index) => choiceCountFits(slot, (chosen[index] ?? []).length));
  const line = comboLine(combo, dishes, chosen, notes);
  return (
    <ChoiceDialog
      title={combo.name}
      priceCents={line.unitPriceCents}
      valid={valid}
      notes={notes}
      onNotes={setNotes}
      onConfirm={() => onConfirm(line)}
      onClose={onClose}
    >
      {combo.slots.map((slot, index) => (
        <ChoiceGroup
          key={index}
          name={slot.name}
          rule={slot}
          options={slot.options.map((option) => {
            const dish = dishes.find((d) => d.id === option.dishId);
            return {
              id: option.dishId,
              label: option.dishName,
              extraCents: option.surchargeCents,
              disabled: !dish || isSoldOut(dish),
            };
          })}
          selected={chosen[index] ?? []}
          onChange={(next) => setChosen((current) => current.map((c, i) => (i === index ? next : c)))}
        />
      ))}
    </ChoiceDialog>
  );
}

/** The menú del día: full (one dish of every course) or half, at its own price. */
export function DailyMenuDialog({
  menu,
  onConfirm,
  onClose,
}: {
  menu: DailyMenu;
  onConfirm: (line: CartLine) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [half, setHalf] = useState(false);
  const [chosen, setChosen] = useState<(number | undefined)[]>(menu.courses.map(() => undefined));
  const [notes, setNotes] = useState('');
  const names = { full: t('pos.restaurant.dailyMenu.full'), half: t('pos.restaurant.dailyMenu.half') };
  const line = dailyMenuLine(menu, half, chosen, names, notes);
  return (
    <ChoiceDialog
      title={menu.name}
      priceCents={line.unitPriceCents}
      valid={dailyMenuChoiceFits(menu.courses, half, picked(chosen))}
      notes={notes}
      onNotes={setNotes}
      onConfirm={() => onConfirm(line)}
      onClose={onClose}
    >
      {menu.halfPriceCents !== null && (
        <ToggleButtonGroup
          exclusive
          value={half ? 'half' : 'full'}
          onChange={(_, value: string | null) => value && setHalf(value === 'half')}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="full" sx={{ minHeight: 48 }}>
            {names.full} · {formatCents(menu.priceCents)}
          </ToggleButton>
          <ToggleButton value="half" sx={{ minHeight: 48 }}>
            {names.half} · {formatCents(menu.halfPriceCents)}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {menu.courses.map((course, index) =>
        course.items.length === 0 ? null : (
          <ChoiceGroup
            key={index}
            name={course.name}
            rule={{ min: half ? 0 : 1, max: 1 }}
            options={course.items.map((item, itemIndex) => ({ id: String(itemIndex), label: item.name }))}
            selected={chosen[index] === undefined ? [] : [String(chosen[index])]}
            onChange={(next) =>
              setChosen((current) => current.map((c, i) => (i === index ? (next[0] ? Number(next[0]) : undefined) : c)))
            }
          />
        ),
      )}
    </ChoiceDialog>
  );
}
