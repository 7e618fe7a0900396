import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import { COURSES, courseKey, courseOf, isDiscount, type Order, type OrderLine } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import type { OrderActions } from '../shell/api';
import { isUnsent, toLineInput, type CartLine } from '../shell/cart';
import type { CartSections } from '../shell/CartPanel';
import { toastFailure } from '../shell/toast-failure';
import type { Cart } from '../shell/useCart';

/**
 * Courses at the table: the waiter picks the course new dishes go to (sin curso, primeros, segundos, postres), may
 * hold a course when sending ('En espera': it stays out of the kitchen) and marches it later ('Marchar segundos').
 */

type CoursedInput = Extract<CartLine['input'], { kind: 'dish' | 'combo' | 'dailyMenu' }>;
/** Whether a line goes out in a course (the kitchen's: dishes, combos, menus; not a discount or a voucher). */
const coursed = (input: CartLine['input']): input is CoursedInput =>
  input.kind === 'dish' || input.kind === 'combo' || input.kind === 'dailyMenu';

/** A cart line's course (a discount has none). */
export const cartCourse = (line: CartLine) => (coursed(line.input) ? (line.input.course ?? 0) : 0);

/** A cart line put in a course: a plain dish tapped in another course is a line of its own, not one more. */
export function inCourse(line: CartLine, course: number): CartLine {
  if (!coursed(line.input)) return line;
  return {
    ...line,
    input: { ...line.input, course },
    ...(line.mergeKey === undefined ? {} : { mergeKey: `${line.mergeKey}@${course}` }),
  };
}

/**
 * The course new dishes go to, and the courses held: the order's, changed locally by the waiter until the next
 * send (which stores them). The local choice belongs to the table it was made at.
 */
export function useCourses(order: Order | undefined, tableId: string) {
  const [active, setActive] = useState(0);
  const [local, setLocal] = useState<{ tableId: string; held: number[] } | null>(null);
  const held = local?.tableId === tableId ? local.held : (order?.heldCourses ?? []);
  return {
    active,
    choose: setActive,
    held,
    toggleHold: (course: number) =>
      setLocal({
        tableId,
        held: held.includes(course) ? held.filter((c) => c !== course) : [...held, course].sort((a, b) => a - b),
      }),
    /** After a send the order's held courses are the truth again. */
    settled: () => setLocal(null),
  };
}
export type Courses = ReturnType<typeof useCourses>;

/** The course picker above the menu: where the dishes tapped next go. */
export function CoursePicker({ courses, disabled }: { courses: Courses; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      disabled={disabled}
      value={courses.active}
      onChange={(_, value: number | null) => value !== null && courses.choose(value)}
      aria-label={t('pos.restaurant.courses.picker')}
      sx={{ px: 1.5, pt: 1, '& .MuiToggleButton-root': { minHeight: 44, textTransform: 'none' } }}
    >
      {COURSES.map((course) => (
        <ToggleButton key={course} value={course}>
          {t(`courses.${courseKey(course)}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** 'Marchar': the course's dishes still in the cart go on the order first, then the course goes to the kitchen. */
export function useFireCourse(actions: OrderActions, order: Order | undefined, cart: Cart) {
  const { t } = useTranslation();
  return async (course: number) => {
    if (!order) return;
    try {
      const waiting = cart.lines.filter((line) => cartCourse(line) === course);
      if (waiting.length > 0) {
        await actions.addLines.mutateAsync({ orderId: order.id, lines: waiting.map(toLineInput) });
        cart.set((lines) => lines.filter((line) => !waiting.includes(line)));
      }
      await actions.fire.mutateAsync({ orderId: order.id, course });
      toast.success(t('pos.restaurant.courses.fired', { course: t(`courses.${courseKey(course)}`) }));
    } catch (failure) {
      toastFailure(failure);
    }
  };
}

const DISCOUNTS = 'discount';

/**
 * The order's lines by course (sin curso first: drinks come at once), discounts last; none while every line is sin
 * curso. Each course with dishes not sent yet can be held, and a held one marched.
 */
export function courseSections({
  order,
  cart,
  courses,
  closed,
  busy,
  onFire,
}: {
  order: Order | undefined;
  cart: CartLine[];
  courses: Courses;
  closed: boolean;
  busy: boolean;
  onFire: (course: number) => void;
}): CartSections | undefined {
  const lines = order?.lines ?? [];
  const grouped =
    lines.some((line) => courseOf(line) !== 0) ||
    cart.some((line) => cartCourse(line) !== 0) ||
    courses.held.length > 0;
  if (!grouped) return undefined;
  return {
    keys: [...COURSES.map(String), DISCOUNTS],
    ofOrderLine: (line) => (isDiscount(line) ? DISCOUNTS : String(courseOf(line))),
    ofCartLine: (line) => (line.input.kind === 'discount' ? DISCOUNTS : String(cartCourse(line))),
    header: (key, group) =>
      key === DISCOUNTS ? null : (
        <CourseHeader
          course={Number(key)}
          order={order}
          lines={group.order}
          cart={group.cart}
          courses={courses}
          disabled={closed || busy}
          onFire={onFire}
        />
      ),
  };
}

function CourseHeader({
  course,
  order,
  lines,
  cart,
  courses,
  disabled,
  onFire,
}: {
  course: number;
  order: Order | undefined;
  lines: OrderLine[];
  cart: CartLine[];
  courses: Courses;
  disabled: boolean;
  onFire: (course: number) => void;
}) {
  const { t } = useTranslation();
  const name = t(`courses.${courseKey(course)}`);
  const pending = lines.filter(isUnsent).length + cart.length;
  const holdable = course !== 0 && pending > 0;
  const held = courses.held.includes(course);
  // Marching needs the order on the server with the course held there.
  const fireable = holdable && !!order?.heldCourses.includes(course);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, pb: 0.5, borderBottom: 2, borderColor: 'divider' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
        {name}
      </Typography>
      {holdable && (
        <ToggleButton
          value={course}
          size="small"
          color="warning"
          selected={held}
          disabled={disabled}
          onChange={() => courses.toggleHold(course)}
          aria-label={t('pos.restaurant.courses.hold', { course: name })}
          sx={{ minHeight: 44, textTransform: 'none', gap: 0.5 }}
        >
          <PauseIcon fontSize="small" />
          {t('pos.restaurant.courses.held')}
        </ToggleButton>
      )}
      {fireable && (
        <Button variant="contained" disabled={disabled} onClick={() => onFire(course)} sx={{ minHeight: 44 }}>
          {t('pos.restaurant.courses.fire', { course: name.toLowerCase() })}
        </Button>
      )}
    </Box>
  );
}
