import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { Controller, useFieldArray, type FieldPath } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { centsToInput, type CardProgram, type cardProgramBodySchema } from '@plataforma/domain';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { fieldProps } from '../../../ui/form-field';
import { MoneyField, NumberField, SwitchField } from '../../../ui/form-controls';
import { TextInput } from '../../../ui/TextInput';
import { ItemPicker } from '../../orders';

export type CardProgramForm = z.infer<typeof cardProgramBodySchema>;
type Reward = CardProgramForm['rewards'][number];

/** The API answers cents; the form (the body) takes euros. Rewards keep their ids (the POS redeems them by id). */
export const cardProgramToForm = (program: CardProgram | undefined): CardProgramForm => ({
  name: program?.name ?? '',
  kind: program?.kind ?? 'points',
  pointsPerEuro: program?.pointsPerEuro || 1,
  pointValue: program ? centsToInput(program.pointValueCents) : '0,01',
  rewards: (program?.rewards ?? []).map((reward) => ({
    id: reward.id,
    name: reward.name,
    threshold: reward.threshold,
    type: reward.type,
    amount: reward.type === 'discount' ? centsToInput(reward.amountCents) : 0,
    itemId: reward.itemId,
  })),
  active: program?.active ?? true,
});

const newReward = (): Reward => ({ name: '', threshold: 100, type: 'discount', amount: '', itemId: null });

/**
 * A choice of two values as a switch (on: `on`, off: `off`), as the coupon's type: no Select or Radio on the
 * editor's first load (the route's 250 KB budget).
 */
function ChoiceSwitch({
  form,
  name,
  label,
  on,
  off,
  readOnly,
}: FieldsProps<CardProgramForm> & { name: FieldPath<CardProgramForm>; label: string; on: string; off: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={field.value === on}
              onChange={(event) => !readOnly && field.onChange(event.target.checked ? on : off)}
            />
          }
        />
      )}
    />
  );
}

/** One reward of the list: its name, threshold, and a discount in euros or a free item. */
function RewardFields({
  form,
  readOnly,
  index,
  onRemove,
}: FieldsProps<CardProgramForm> & { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const type = form.watch(`rewards.${index}.type`);
  const stamps = form.watch('kind') === 'stamps';
  const number = index + 1;
  const itemError = form.formState.errors.rewards?.[index]?.itemId?.message;
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {t('promotions.cards.reward', { number })}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput {...fieldProps(form, `rewards.${index}.name`)} label={t('promotions.cards.rewardName')} />
          <NumberField
            form={form}
            name={`rewards.${index}.threshold`}
            label={t(stamps ? 'promotions.cards.stampsThreshold' : 'promotions.cards.threshold')}
            readOnly={readOnly}
          />
          {!readOnly && (
            <IconButton aria-label={t('promotions.cards.removeReward', { number })} onClick={onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Stack>
        <ChoiceSwitch
          form={form}
          readOnly={readOnly}
          name={`rewards.${index}.type`}
          label={t('promotions.cards.itemType')}
          on="item"
          off="discount"
        />
        {type === 'item' ? (
          <Controller
            control={form.control}
            name={`rewards.${index}.itemId`}
            render={({ field }) => (
              // One item (null: none, which the schema refuses in Spanish); the picker loads in its own chunk.
              <Suspense fallback={<TextInput label={t('promotions.cards.rewardItem')} readOnly />}>
                <ItemPicker
                  id={`rewards.${index}.itemId`}
                  single
                  value={field.value ? [field.value] : []}
                  onChange={(ids) => field.onChange(ids[0] ?? null)}
                  label={t('promotions.cards.rewardItem')}
                  error={!!itemError}
                  helperText={itemError}
                  readOnly={readOnly}
                />
              </Suspense>
            )}
          />
        ) : (
          <MoneyField
            form={form}
            name={`rewards.${index}.amount`}
            label={t('promotions.cards.rewardAmount')}
            readOnly={readOnly}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The fields of a loyalty program, shared by create and edit: how it earns, what a point is worth, its rewards. */
export function CardProgramFields({ form, readOnly }: FieldsProps<CardProgramForm>) {
  const { t } = useTranslation();
  const kind = form.watch('kind');
  const rewards = useFieldArray({ control: form.control, name: 'rewards' });
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('promotions.cards.name')} autoFocus={!readOnly} />
      <ChoiceSwitch
        form={form}
        readOnly={readOnly}
        name="kind"
        label={t('promotions.cards.stampsKind')}
        on="stamps"
        off="points"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {kind === 'points' && (
          <NumberField
            form={form}
            name="pointsPerEuro"
            label={t('promotions.cards.pointsPerEuro')}
            readOnly={readOnly}
          />
        )}
        <MoneyField form={form} name="pointValue" label={t('promotions.cards.pointValue')} readOnly={readOnly} />
      </Stack>
      <Stack spacing={2} component="section" aria-labelledby="rewards-title">
        <Typography id="rewards-title" variant="subtitle1" component="h2">
          {t('promotions.cards.rewards')}
        </Typography>
        {rewards.fields.length === 0 && (
          <Typography color="text.secondary">{t('promotions.cards.rewardsEmpty')}</Typography>
        )}
        {rewards.fields.map((reward, index) => (
          <RewardFields
            key={reward.id}
            form={form}
            readOnly={readOnly}
            index={index}
            onRemove={() => rewards.remove(index)}
          />
        ))}
        {!readOnly && (
          <div>
            <Button variant="outlined" onClick={() => rewards.append(newReward())}>
              {t('promotions.cards.addReward')}
            </Button>
          </div>
        )}
      </Stack>
      <SwitchField form={form} name="active" label={t('promotions.cards.active')} readOnly={readOnly} />
    </>
  );
}
