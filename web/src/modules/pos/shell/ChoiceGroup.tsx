import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { choiceCountFits, formatCents, modifierRule, type ChoiceRule, type ModifierGroup } from '@plataforma/domain';
import { toggleChoice } from './choices';

export interface ChoiceOption {
  id: string;
  label: string;
  /** A price delta or a surcharge, shown beside the name. */
  extraCents?: number;
  disabled?: boolean;
}

/**
 * One choice of a till's dialog (a modifier group, a combo slot, a course): its rule and its options as big toggles.
 * Shared by the tills (the restaurant's dishes and combos, the shop's products).
 */
export function ChoiceGroup({
  name,
  rule,
  options,
  selected,
  onChange,
}: {
  name: string;
  rule: ChoiceRule;
  options: ChoiceOption[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const valid = choiceCountFits(rule, selected.length);
  const hint =
    rule.min === rule.max
      ? t('pos.choice.chooseExactly', { n: rule.min })
      : rule.min === 0
        ? t('pos.choice.chooseUpTo', { n: rule.max })
        : t('pos.choice.chooseRange', { min: rule.min, max: rule.max });
  const Control = rule.max === 1 ? Radio : Checkbox;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} aria-invalid={!valid}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}{' '}
        <Typography component="span" variant="body2" color={valid ? 'text.secondary' : 'error'}>
          · {rule.min > 0 ? `${t('pos.choice.required')} · ` : ''}
          {hint}
        </Typography>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1, mt: 1 }}>
        {options.map((option) => {
          const checked = selected.includes(option.id);
          return (
            <FormControlLabel
              key={option.id}
              disabled={option.disabled}
              sx={{
                m: 0,
                minHeight: 48,
                pr: 1,
                border: 1,
                borderRadius: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : undefined,
              }}
              control={<Control checked={checked} onChange={() => onChange(toggleChoice(selected, option.id, rule))} />}
              label={
                <>
                  {option.label}
                  {option.extraCents ? ` (+${formatCents(option.extraCents)})` : ''}
                  {option.disabled ? ` · ${t('pos.choice.unavailable')}` : ''}
                </>
              }
            />
          );
        })}
      </Box>
    </Box>
  );
}

/** Whether every modifier group has a valid count of options chosen. */
export const modifiersValid = (groups: readonly ModifierGroup[], chosen: Record<string, string[]>) =>
  groups.every((group) => choiceCountFits(modifierRule(group), (chosen[group.id] ?? []).length));

/** The modifier groups of an item as choices (each with its required flag, min and max; unavailable options off). */
export function ModifierChoices({
  groups,
  chosen,
  onChange,
}: {
  groups: readonly ModifierGroup[];
  chosen: Record<string, string[]>;
  onChange: (chosen: Record<string, string[]>) => void;
}) {
  return groups.map((group) => (
    <ChoiceGroup
      key={group.id}
      name={group.name}
      rule={modifierRule(group)}
      options={group.options.map((option) => ({
        id: option.id,
        label: option.name,
        extraCents: option.priceDeltaCents,
        disabled: !option.available,
      }))}
      selected={chosen[group.id] ?? []}
      onChange={(next) => onChange({ ...chosen, [group.id]: next })}
    />
  ));
}
