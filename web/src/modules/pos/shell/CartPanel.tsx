import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditNoteIcon from '@mui/icons-material/EditNote';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  formatCents,
  lineDetailText,
  MAX_LINE_QUANTITY,
  openSplit,
  type Order,
  type OrderLine,
} from '@plataforma/domain';
import type { CartLine } from './cart';

const touch = { width: 48, height: 48 } as const;

/** The state chip of an unpaid order line, which only the selling module knows (the restaurant's kitchen rounds). */
export interface LineChip {
  label: string;
  color?: ChipProps['color'];
}

/** What differs from one till to another in the cart. */
export interface CartPanelTexts {
  /** Shown while there is nothing on the order or in the cart. */
  empty: string;
  notesPlaceholder: string;
  /**
   * The heading over the lines not on the order yet ('Sin enviar' at a table, where lines go to the kitchen); none at
   * a counter sale, where nothing is sent.
   */
  newItems?: string;
}

function LineText({
  name,
  quantity,
  details,
  notes,
}: {
  name: string;
  quantity: number;
  details: string[];
  notes: string;
}) {
  return (
    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {quantity} × {name}
      </Typography>
      {details.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {details.join(', ')}
        </Typography>
      )}
      {notes && (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {notes}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A line already on the order: unsent ones can be removed; sent ones voided (with a manager's say-so) where the
 * till offers it; paid ones neither.
 */
function OrderLineRow({
  line,
  chip,
  paidLabel,
  onRemove,
  onVoid,
  busy,
}: {
  line: OrderLine;
  chip: LineChip | undefined;
  /** 'Cobrado', or how far the even split that holds it has gone. */
  paidLabel: string;
  onRemove: (line: OrderLine) => void;
  onVoid?: ((line: OrderLine) => void) | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="order-line"
      data-sent={line.round !== null}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <LineText
        name={line.name}
        quantity={line.quantity}
        details={line.details.map(lineDetailText)}
        notes={line.notes}
      />
      <Box sx={{ textAlign: 'right' }}>
        <Typography sx={{ whiteSpace: 'nowrap' }}>{formatCents(line.totalCents)}</Typography>
        {line.paymentId ? (
          <Chip size="small" color="success" label={paidLabel} />
        ) : line.kind === 'discount' ? (
          <Chip size="small" label={t('pos.discount.line')} />
        ) : (
          chip && <Chip size="small" color={chip.color ?? 'default'} label={chip.label} />
        )}
      </Box>
      {line.round === null && !line.paymentId && (
        <IconButton
          sx={touch}
          disabled={busy}
          aria-label={t('pos.cart.remove', { name: line.name })}
          onClick={() => onRemove(line)}
        >
          <DeleteOutlineIcon />
        </IconButton>
      )}
      {onVoid && line.round !== null && !line.paymentId && line.kind !== 'discount' && (
        <IconButton
          sx={touch}
          disabled={busy}
          aria-label={t('pos.staff.voidLine', { name: line.name })}
          onClick={() => onVoid(line)}
        >
          <BlockIcon />
        </IconButton>
      )}
    </Box>
  );
}

/** A line of the local cart: quantity, notes and removal, all without the network. */
function CartLineRow({
  line,
  adornment,
  notesPlaceholder,
  onChange,
  onRemove,
}: {
  line: CartLine;
  adornment: ReactNode;
  notesPlaceholder: string;
  onChange: (line: CartLine) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Box data-testid="cart-line" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <LineText name={line.name} quantity={line.quantity} details={line.details} notes={editing ? '' : line.notes} />
        <Typography sx={{ whiteSpace: 'nowrap' }}>{formatCents(line.unitPriceCents * line.quantity)}</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {adornment}
        <Box sx={{ flexGrow: 1 }} />
        {line.input.kind !== 'discount' && (
          <>
            <IconButton
              sx={touch}
              aria-label={t('pos.cart.decrease', { name: line.name })}
              disabled={line.quantity <= 1}
              onClick={() => onChange({ ...line, quantity: line.quantity - 1 })}
            >
              <RemoveIcon />
            </IconButton>
            <Typography aria-label={t('pos.cart.quantity')} sx={{ minWidth: 24, textAlign: 'center' }}>
              {line.quantity}
            </Typography>
            <IconButton
              sx={touch}
              aria-label={t('pos.cart.increase', { name: line.name })}
              disabled={line.quantity >= MAX_LINE_QUANTITY}
              onClick={() => onChange({ ...line, quantity: line.quantity + 1 })}
            >
              <AddIcon />
            </IconButton>
            <IconButton
              sx={touch}
              aria-label={t('pos.cart.notesFor', { name: line.name })}
              aria-pressed={editing}
              onClick={() => setEditing((e) => !e)}
            >
              <EditNoteIcon />
            </IconButton>
          </>
        )}
        <IconButton sx={touch} aria-label={t('pos.cart.remove', { name: line.name })} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      {editing && (
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t('pos.cart.notesFor', { name: line.name })}
          placeholder={notesPlaceholder}
          value={line.notes}
          onChange={(event) => onChange({ ...line, notes: event.target.value })}
          onKeyDown={(event) => event.key === 'Enter' && setEditing(false)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
    </Box>
  );
}

/**
 * Sections of the cart panel, when the selling module groups its lines (the restaurant's courses): each section
 * shows its header, its lines on the order, then its lines being added. Sections with no lines are not shown.
 */
export interface CartSections {
  /** The sections in the order they are shown. */
  keys: string[];
  ofOrderLine: (line: OrderLine) => string;
  ofCartLine: (line: CartLine) => string;
  header: (key: string, lines: { order: OrderLine[]; cart: CartLine[] }) => ReactNode;
}

/**
 * The order on the till: what is on the server, then what is being added (by section, when the selling module gives
 * sections). The selling module gives its wording, the chip of each unpaid line and what to show by each cart line
 * (the restaurant's allergens).
 */
export function CartPanel({
  order,
  cart,
  busy,
  texts,
  lineChip,
  adornment,
  sections,
  onCartChange,
  onRemoveOrderLine,
  onVoidOrderLine,
}: {
  order: Order | undefined;
  cart: CartLine[];
  busy: boolean;
  texts: CartPanelTexts;
  lineChip: (line: OrderLine) => LineChip | undefined;
  adornment?: (line: CartLine) => ReactNode;
  sections?: CartSections | undefined;
  onCartChange: (cart: CartLine[]) => void;
  onRemoveOrderLine: (line: OrderLine) => void;
  /** Voiding a sent line (a manager's say-so); not offered without it. */
  onVoidOrderLine?: ((line: OrderLine) => void) | undefined;
}) {
  const { t } = useTranslation();
  const lines = order?.lines ?? [];
  const groups = sections
    ? sections.keys.map((key) => ({
        key,
        order: lines.filter((line) => sections.ofOrderLine(line) === key),
        cart: cart.filter((line) => sections.ofCartLine(line) === key),
      }))
    : [{ key: '', order: lines, cart }];
  // Lines of an even split still being paid are not paid yet: they show its progress.
  const split = order && openSplit(order.payments);
  const paidLabel = (line: OrderLine) =>
    split && line.paymentId === split.id
      ? t('pos.cart.inSplit', { paid: split.nextPart - 1, parts: split.parts })
      : t('pos.cart.paidLine');
  return (
    <Box aria-label={t('pos.cart.title')} role="region">
      {lines.length === 0 && cart.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {texts.empty}
        </Typography>
      )}
      {groups
        .filter((group) => group.order.length > 0 || group.cart.length > 0)
        .map((group) => (
          <Box key={group.key} component={sections ? 'section' : 'div'} data-testid={sections && 'cart-section'}>
            {sections?.header(group.key, group)}
            {group.order.map((line) => (
              <OrderLineRow
                key={line.id}
                line={line}
                chip={lineChip(line)}
                paidLabel={paidLabel(line)}
                busy={busy}
                onRemove={onRemoveOrderLine}
                onVoid={onVoidOrderLine}
              />
            ))}
            {texts.newItems && group.cart.length > 0 && (
              <Typography
                variant="overline"
                color="primary"
                component={sections ? 'h3' : 'h2'}
                sx={{ display: 'block', mt: 1 }}
              >
                {texts.newItems}
              </Typography>
            )}
            {group.cart.map((line) => (
              <CartLineRow
                key={line.key}
                line={line}
                adornment={adornment?.(line)}
                notesPlaceholder={texts.notesPlaceholder}
                onChange={(next) => onCartChange(cart.map((l) => (l.key === line.key ? next : l)))}
                onRemove={() => onCartChange(cart.filter((l) => l.key !== line.key))}
              />
            ))}
          </Box>
        ))}
    </Box>
  );
}
