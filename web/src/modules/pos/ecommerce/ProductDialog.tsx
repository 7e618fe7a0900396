import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { formatCents, stockIdOf, type EcommercePosCatalog, type Product, type Variant } from '@plataforma/domain';
import type { CartLine } from '../shell/cart';
import { ChoiceDialog } from '../shell/ChoiceDialog';
import { ModifierChoices, modifiersValid } from '../shell/ChoiceGroup';
import { activeVariants, groupsOf, isOutOfStock, productLine, unitsLeft } from './catalog';

/** The active variants that have the values chosen so far (null: that option not chosen yet). */
const matching = (variants: readonly Variant[], chosen: readonly (string | null)[]) =>
  variants.filter((v) => chosen.every((value, i) => value === null || v.values[i] === value));

/**
 * The values with `value` chosen for the option at `index`: the other options keep theirs while some variant has them
 * all, else they are asked again.
 */
function chooseValue(variants: readonly Variant[], current: readonly (string | null)[], index: number, value: string) {
  const next = current.map((v, i) => (i === index ? value : v));
  if (matching(variants, next).length > 0) return next;
  return current.map((v, i) => (i === index ? value : null));
}

/**
 * A product with variants or extras: one value per option as big buttons (values no variant has with the others
 * chosen are off; out-of-stock ones are marked 'Agotado' and off, by the catalogue's stock), then its modifier groups
 * as the restaurant's dishes have them, notes, and 'Añadir · price' once it is all chosen.
 */
export function ProductDialog({
  product,
  catalog,
  variant: initial,
  onConfirm,
  onClose,
}: {
  product: Product;
  catalog: Pick<EcommercePosCatalog, 'stock' | 'modifierGroups'>;
  /** A scanned variant: chosen already (only its extras are asked). */
  variant?: Variant | null;
  onConfirm: (line: CartLine) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const variants = activeVariants(product);
  const [values, setValues] = useState<(string | null)[]>(() =>
    product.options.map((option, i) => {
      if (initial) return initial.values[i] ?? null;
      // An option whose variants all have one value needs no choice.
      const offered = new Set(variants.map((v) => v.values[i]));
      return offered.size === 1 ? [...offered][0]! : null;
    }),
  );
  const choose = (current: (string | null)[], index: number, value: string) =>
    chooseValue(variants, current, index, value);
  const groups = groupsOf(catalog, product);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [notes, setNotes] = useState('');

  const complete = values.every((v) => v !== null);
  const variant = product.options.length && complete ? (matching(variants, values)[0] ?? null) : null;
  const soldOut = (candidate: Variant) => isOutOfStock(catalog, product, candidate);
  const needsVariant = product.options.length > 0;
  const ready =
    (!needsVariant || (variant !== null && !soldOut(variant))) &&
    (needsVariant || !isOutOfStock(catalog, product)) &&
    modifiersValid(groups, chosen);
  const line = productLine(product, variant, groups, chosen, notes);
  const left = product.trackStock
    ? unitsLeft(catalog.stock, stockIdOf(product.id, needsVariant ? (variant?.id ?? null) : null))
    : undefined;

  return (
    <ChoiceDialog
      id="product-dialog"
      title={needsVariant ? t('pos.ecommerce.variantTitle', { name: product.name }) : product.name}
      valid={ready}
      confirmLabel={t('pos.ecommerce.add', { price: formatCents(line.unitPriceCents) })}
      notes={notes}
      notesLabel={t('pos.ecommerce.notes')}
      notesPlaceholder={t('pos.ecommerce.notesPlaceholder')}
      onNotes={setNotes}
      onConfirm={() => onConfirm(line)}
      onClose={onClose}
    >
      {product.options.map((option, index) => (
        <Box
          key={option.name}
          component="fieldset"
          role="radiogroup"
          aria-label={option.name}
          sx={{ border: 0, p: 0, m: 0, mb: 2 }}
        >
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {option.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {option.values.map((value) => {
              const alone = matching(
                variants,
                values.map((_, i) => (i === index ? value : null)),
              );
              const withOthers = matching(
                variants,
                values.map((v, i) => (i === index ? value : v)),
              );
              const out = alone.length > 0 && alone.every(soldOut);
              // Sold out with what is chosen of the other options (another size may have it).
              const marked = out || (withOthers.length > 0 && withOthers.every(soldOut));
              const selected = values[index] === value;
              return (
                <ToggleButton
                  key={value}
                  value={value}
                  role="radio"
                  aria-checked={selected}
                  selected={selected}
                  disabled={alone.length === 0 || out}
                  onChange={() => setValues((current) => choose(current, index, value))}
                  sx={{ minHeight: 56, minWidth: 72, flexDirection: 'column', textTransform: 'none' }}
                >
                  <span>{value}</span>
                  {marked && (
                    <Typography variant="caption" color="error">
                      {t('pos.ecommerce.soldOut')}
                    </Typography>
                  )}
                </ToggleButton>
              );
            })}
          </Box>
        </Box>
      ))}
      <ModifierChoices groups={groups} chosen={chosen} onChange={setChosen} />
      {left !== undefined && (
        <Typography color={left > 0 ? 'text.secondary' : 'error'} sx={{ mb: 2 }} data-testid="units-left">
          {left > 0 ? t('pos.ecommerce.left', { count: left }) : t('pos.ecommerce.soldOut')}
        </Typography>
      )}
    </ChoiceDialog>
  );
}
