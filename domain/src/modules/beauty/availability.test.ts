import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyWeeklySchedule, type WeeklySchedule } from '../../platform/schedule';
import {
  employeeSpans,
  fitsCapacity,
  freeStarts,
  holdsOf,
  overlaps,
  placementProblem,
  placeServices,
  scheduleSpans,
  workingSpans,
  type DayContext,
  type Hold,
  type PlannedService,
} from './availability';
import { APPOINTMENT_STATES, canTransition, holdsTime, isMovable } from './appointment-states';
import { placementMessage } from './appointments';

const h = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const week = (from: string, to: string): WeeklySchedule => ({
  ...emptyWeeklySchedule(),
  mon: [{ from, to }],
  tue: [{ from, to }],
  wed: [{ from, to }],
  thu: [{ from, to }],
  fri: [{ from, to }],
});

const cut: PlannedService = {
  serviceId: 'cut',
  employeeId: 'ana',
  roomId: null,
  durationMinutes: 30,
  processing: null,
};
/** A colour of 90 minutes: Ana applies it (30), it sets (45) while she is free, she rinses (15). */
const colour: PlannedService = {
  serviceId: 'colour',
  employeeId: 'ana',
  roomId: 'basin',
  durationMinutes: 90,
  processing: { startsAfter: 30, minutes: 45 },
};

/** Tuesday 1 December 2026, open and working 09:00-14:00. */
function day(holds: { ana?: Hold[]; luis?: Hold[]; basin?: Hold[] } = {}, capacity = 1): DayContext {
  const working = [{ from: h('09:00'), to: h('14:00') }];
  return {
    date: '2026-12-01',
    timeZone: 'Europe/Madrid',
    opening: [{ from: h('09:00'), to: h('14:00') }],
    employees: { ana: { working, holds: holds.ana ?? [] }, luis: { working, holds: holds.luis ?? [] } },
    rooms: { basin: { capacity, holds: holds.basin ?? [] } },
  };
}

describe('the appointment book arithmetic', () => {
  it('overlap is half-open: back to back does not overlap', () => {
    expect(overlaps({ from: 0, to: 30 }, { from: 30, to: 60 })).toBe(false);
    expect(overlaps({ from: 0, to: 31 }, { from: 30, to: 60 })).toBe(true);
  });

  it('places services in sequence; processing frees the employee but not the room', () => {
    const [first, second] = placeServices([colour, cut], h('10:00'));
    expect(first).toMatchObject({ from: 600, to: 690, roomSpan: { from: 600, to: 690 } });
    expect(first!.employeeSpans).toEqual([
      { from: 600, to: 630 },
      { from: 675, to: 690 },
    ]);
    expect(second).toMatchObject({ from: 690, to: 720, employeeSpans: [{ from: 690, to: 720 }], roomSpan: null });
    expect(employeeSpans(0, 30, null)).toEqual([{ from: 0, to: 30 }]);
  });

  it('counts capacity at every moment, the new spans against each other too', () => {
    const held = [
      { from: 0, to: 60 },
      { from: 30, to: 90 },
    ];
    expect(fitsCapacity(held, [{ from: 60, to: 90 }], 2)).toBe(true);
    expect(fitsCapacity(held, [{ from: 45, to: 50 }], 2)).toBe(false);
    expect(
      fitsCapacity(
        [],
        [
          { from: 0, to: 30 },
          { from: 10, to: 20 },
        ],
        1,
      ),
    ).toBe(false);
    expect(fitsCapacity([{ from: 0, to: 60 }], [{ from: 10, to: 20 }], 2)).toBe(true);
  });

  it('lets another booking in during the processing time, and not a minute more', () => {
    const booked = holdsOf('a1', placeServices([colour], h('10:00')));
    const book = day({ ana: booked.employees.get('ana'), basin: booked.rooms.get('basin') });
    // Ana is free 10:30-11:15 while the colour sets: a 30-minute cut fits at 10:30 and 10:45, not at 11:00.
    expect(placementProblem(book, placeServices([cut], h('10:30')))).toBeNull();
    expect(placementProblem(book, placeServices([cut], h('10:45')))).toBeNull();
    expect(placementProblem(book, placeServices([cut], h('11:00')))).toEqual({
      kind: 'employee-busy',
      employeeId: 'ana',
    });
    expect(placementProblem(book, placeServices([cut], h('10:15')))).toEqual({
      kind: 'employee-busy',
      employeeId: 'ana',
    });
    // The basin stays taken by the client during the processing.
    expect(placementProblem(book, placeServices([{ ...colour, employeeId: 'luis' }], h('10:30')))).toEqual({
      kind: 'room-busy',
      roomId: 'basin',
    });
    // A room for two takes a second client.
    const wide = day({ basin: booked.rooms.get('basin') }, 2);
    expect(placementProblem(wide, placeServices([{ ...colour, employeeId: 'luis' }], h('10:30')))).toBeNull();
  });

  it('refuses closed hours, hours off, midnight and the clock change before any overlap', () => {
    expect(placementProblem(day(), placeServices([cut], h('13:45')))).toEqual({ kind: 'closed' });
    const off = { ...day(), employees: { ana: { working: [], holds: [] } } };
    expect(placementProblem(off, placeServices([cut], h('10:00')))).toEqual({ kind: 'not-working', employeeId: 'ana' });
    const night = { ...day(), opening: [{ from: 0, to: 1440 }] };
    expect(placementProblem(night, placeServices([cut], h('23:45')))).toEqual({ kind: 'past-midnight' });
    const spring = {
      ...day(),
      date: '2026-03-29',
      opening: [{ from: 0, to: 1440 }],
      employees: { ana: { working: [{ from: 0, to: 1440 }], holds: [] } },
    };
    expect(placementProblem(spring, placeServices([cut], h('01:45')))).toEqual({ kind: 'clock-change' });
    expect(placementProblem(spring, placeServices([cut], h('03:00')))).toBeNull();
    expect(freeStarts(spring, [cut], { limit: 12 }).filter((m) => m >= 90 && m < 200)).toEqual([90, 180, 195]);
  });

  it('offers the grid starts that fit, and the next ones after a time', () => {
    const booked = holdsOf('a1', placeServices([cut], h('10:00')));
    const book = day({ ana: booked.employees.get('ana') });
    const starts = freeStarts(book, [cut]);
    expect(starts.slice(0, 5)).toEqual([540, 555, 570, 630, 645]);
    expect(starts[starts.length - 1]).toBe(h('13:30'));
    expect(freeStarts(book, [cut], { after: h('09:40'), limit: 2 })).toEqual([630, 645]);
    // A move ignores the appointment's own holds.
    expect(freeStarts({ ...book, ignore: 'a1' }, [cut], { after: h('09:40'), limit: 1 })).toEqual([585]);
  });

  it('reads working spans: the weekday, the night before, time off', () => {
    expect(scheduleSpans(week('09:00', '14:00'), '2026-12-01')).toEqual([{ from: 540, to: 840 }]);
    expect(scheduleSpans(week('09:00', '14:00'), '2026-12-05')).toEqual([]);
    const night = { ...emptyWeeklySchedule(), mon: [{ from: '20:00', to: '02:00' }] };
    expect(scheduleSpans(night, '2026-11-30')).toEqual([{ from: 1200, to: 1440 }]);
    expect(scheduleSpans(night, '2026-12-01')).toEqual([{ from: 0, to: 120 }]);
    const split = {
      ...emptyWeeklySchedule(),
      tue: [
        { from: '09:00', to: '14:00' },
        { from: '14:00', to: '20:00' },
      ],
    };
    expect(scheduleSpans(split, '2026-12-01')).toEqual([{ from: 540, to: 1200 }]);
    const employee = {
      workingHours: week('09:00', '14:00'),
      timeOff: [{ from: '2026-12-01', to: '2026-12-02', note: '' }],
    };
    expect(workingSpans(employee, '2026-12-01')).toEqual([]);
    expect(workingSpans(employee, '2026-12-03')).toEqual([{ from: 540, to: 840 }]);
  });

  it('never double-books: whatever is booked through placementProblem, no employee or room exceeds its capacity', () => {
    const service = fc.record({
      employeeId: fc.constantFrom('ana', 'luis'),
      roomId: fc.constantFrom('basin', null),
      durationMinutes: fc.constantFrom(15, 30, 45, 90),
      withProcessing: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ services: fc.array(service, { minLength: 1, maxLength: 2 }), slot: fc.nat(20) }), {
          maxLength: 25,
        }),
        fc.constantFrom(1, 2),
        (attempts, capacity) => {
          const holds = { ana: [] as Hold[], luis: [] as Hold[], basin: [] as Hold[] };
          attempts.forEach((attempt, i) => {
            const planned = attempt.services.map((s, j) => ({
              serviceId: `s${j}`,
              employeeId: s.employeeId,
              roomId: s.roomId,
              durationMinutes: s.durationMinutes,
              processing: s.withProcessing && s.durationMinutes === 90 ? { startsAfter: 30, minutes: 45 } : null,
            }));
            const placed = placeServices(planned, h('09:00') + attempt.slot * 15);
            if (placementProblem(day(holds, capacity), placed)) return;
            const added = holdsOf(`a${i}`, placed);
            for (const [id, spans] of [...added.employees, ...added.rooms])
              holds[id as keyof typeof holds].push(...spans);
          });
          const most = (spans: Hold[]) =>
            Math.max(0, ...spans.map((s) => spans.filter((o) => o.from <= s.from && s.from < o.to).length));
          expect(most(holds.ana)).toBeLessThanOrEqual(1);
          expect(most(holds.luis)).toBeLessThanOrEqual(1);
          expect(most(holds.basin)).toBeLessThanOrEqual(capacity);
        },
      ),
    );
  });
});

describe('appointment states', () => {
  it('allows the transitions of the book and keeps the final states final', () => {
    expect(canTransition('booked', 'confirmed')).toBe(true);
    expect(canTransition('in-progress', 'completed')).toBe(true);
    expect(canTransition('booked', 'completed')).toBe(false);
    for (const state of ['completed', 'no-show', 'cancelled'] as const)
      for (const to of APPOINTMENT_STATES) expect(canTransition(state, to)).toBe(false);
    expect(APPOINTMENT_STATES.filter(holdsTime)).toEqual(['booked', 'confirmed', 'in-progress', 'completed']);
    expect(APPOINTMENT_STATES.filter(isMovable)).toEqual(['booked', 'confirmed']);
  });

  it('says in Spanish why a placement is refused', () => {
    const names = { employee: () => 'Ana', room: () => 'Lavacabezas' };
    expect(placementMessage({ kind: 'employee-busy', employeeId: 'ana' }, names).message).toBe(
      'Ana ya tiene una cita a esa hora',
    );
    expect(placementMessage({ kind: 'closed' }, names)).toEqual({
      field: 'start',
      message: 'El local está cerrado a esa hora',
    });
  });
});
