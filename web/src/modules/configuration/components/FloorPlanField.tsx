import { useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type * as z from 'zod/mini';
import {
  FLOOR_COLUMNS,
  FLOOR_ROWS,
  floorSize,
  tablesByZone,
  type TablePosition,
  type locationBodySchema,
} from '@plataforma/domain';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';

type LocationForm = z.infer<typeof locationBodySchema>;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The owner arranges each zone's tables on a grid (the POS shows its floor plan from it): pick a table, then a cell;
 * or, from the keyboard, pick a table and move it with the arrow keys (a table moved onto another swaps with it).
 */
export function FloorPlanField({ form, readOnly }: FieldsProps<LocationForm>) {
  const { t } = useTranslation();
  const tables = useWatch({ control: form.control, name: 'tables' });
  const zones = [
    ...tablesByZone(
      tables.map((table, index) => ({ ...table, index })),
      t('configuration.locations.floor.zoneless'),
    ),
  ];
  const [zoneIndex, setZoneIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [said, say] = useState('');
  const [zone, zoneTables] = zones[Math.min(zoneIndex, zones.length - 1)] ?? ['', []];
  const size = floorSize(zoneTables);
  const at = (col: number, row: number) => zoneTables.find((tb) => tb.position?.col === col && tb.position.row === row);

  const setPosition = (index: number, position: TablePosition | undefined) =>
    form.setValue(`tables.${index}.position`, position, { shouldDirty: true });
  /** Puts the table at the cell; a table already there takes the moved table's old place. */
  const place = (index: number, position: TablePosition) => {
    const other = at(position.col, position.row);
    if (other && other.index !== index) setPosition(other.index, tables[index]?.position);
    setPosition(index, position);
    const name = tables[index]?.name ?? '';
    say(t('configuration.locations.floor.placed', { name, row: position.row + 1, col: position.col + 1 }));
  };
  const firstFree = (): TablePosition => {
    for (let row = 0; row < FLOOR_ROWS; row++)
      for (let col = 0; col < size.cols; col++) if (!at(col, row)) return { col, row };
    return { col: 0, row: 0 };
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const arrow = ARROWS[event.key];
    if (!arrow || readOnly) return;
    event.preventDefault();
    setSelected(index);
    const from = tables[index]?.position;
    if (!from) return place(index, firstFree());
    const col = Math.min(FLOOR_COLUMNS - 1, Math.max(0, from.col + arrow[0]));
    const row = Math.min(FLOOR_ROWS - 1, Math.max(0, from.row + arrow[1]));
    place(index, { col, row });
  };
  const onCell = (col: number, row: number) => {
    if (readOnly) return;
    const here = at(col, row);
    if (selected !== null && selected !== here?.index) place(selected, { col, row });
    else if (here) setSelected(here.index === selected ? null : here.index);
  };

  return (
    <Stack spacing={1} component="section" aria-label={t('configuration.locations.floor.title')}>
      <Typography variant="subtitle1" component="h2">
        {t('configuration.locations.floor.title')}
      </Typography>
      {zones.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('configuration.locations.floor.noTables')}
        </Typography>
      ) : (
        <>
          {!readOnly && (
            <Typography variant="body2" color="text.secondary" id="floor-plan-help">
              {t('configuration.locations.floor.help')}
            </Typography>
          )}
          {zones.length > 1 && (
            <Tabs
              value={Math.min(zoneIndex, zones.length - 1)}
              onChange={(_, value: number) => {
                setZoneIndex(value);
                setSelected(null);
              }}
              aria-label={t('configuration.locations.floor.zones')}
              variant="scrollable"
            >
              {zones.map(([name]) => (
                <Tab key={name} label={name} />
              ))}
            </Tabs>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={zone} role="group">
            {zoneTables.map((table) => (
              <Button
                key={table.index}
                size="small"
                variant={selected === table.index ? 'contained' : 'outlined'}
                aria-pressed={selected === table.index}
                aria-describedby="floor-plan-help"
                disabled={readOnly}
                onClick={() => setSelected(selected === table.index ? null : table.index)}
                onKeyDown={(event) => onKey(event, table.index)}
              >
                {table.position ? table.name : `${table.name} (${t('configuration.locations.floor.unplaced')})`}
              </Button>
            ))}
            {!readOnly && selected !== null && tables[selected]?.position && (
              <Button size="small" color="error" onClick={() => setPosition(selected, undefined)}>
                {t('configuration.locations.floor.remove')}
              </Button>
            )}
          </Stack>
          <Box
            data-testid="floor-plan-editor"
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(${size.cols}, minmax(48px, 1fr))`,
              gap: 0.5,
              maxWidth: size.cols * 88,
            }}
          >
            {Array.from({ length: size.rows * size.cols }, (_, cell) => {
              const col = cell % size.cols;
              const row = Math.floor(cell / size.cols);
              const here = at(col, row);
              const where = { row: row + 1, col: col + 1 };
              return (
                <ButtonBase
                  key={cell}
                  // The cells are for pointers; the keyboard moves the picked table with the arrows instead.
                  tabIndex={-1}
                  disabled={readOnly}
                  onClick={() => onCell(col, row)}
                  aria-label={
                    here
                      ? t('configuration.locations.floor.occupiedCell', { name: here.name, ...where })
                      : t('configuration.locations.floor.cell', where)
                  }
                  sx={{
                    minHeight: 48,
                    borderRadius: 1,
                    border: 1,
                    borderStyle: here ? 'solid' : 'dashed',
                    borderColor: here && here.index === selected ? 'primary.main' : 'divider',
                    bgcolor: here ? (here.index === selected ? 'primary.light' : 'action.selected') : undefined,
                    fontWeight: 600,
                  }}
                >
                  {here?.name}
                </ButtonBase>
              );
            })}
          </Box>
          <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
            {said}
          </Box>
        </>
      )}
    </Stack>
  );
}
