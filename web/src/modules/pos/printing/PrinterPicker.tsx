import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import {
  PAPER_WIDTHS,
  parsePrinterAddress,
  type PairedDevice,
  type PaperWidth,
  type PrinterKind,
} from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { getPrintBridge } from './bridge';
import { isBridgePrinter, QR_MODES, type PrinterChoice, type QrMode } from './printer-choice';
import { bridgeErrorReason } from './printTicket';
import { usePrinter } from './usePrinter';

const BROWSER = 'browser';
/** The groups of the list, in this order. */
const KINDS: readonly PrinterKind[] = ['bluetooth', 'network'];
const kindOf = (address: string): PrinterKind => parsePrinterAddress(address)?.kind ?? 'bluetooth';

type Devices = { state: 'loading' } | { state: 'ready'; devices: PairedDevice[] } | { state: 'error'; reason: string };

/** The name a printer is shown by. */
export function usePrinterName(choice: PrinterChoice): string {
  const { t } = useTranslation();
  return isBridgePrinter(choice) ? choice.name || choice.address : t('pos.printing.browserPrinter');
}

/**
 * Chooses where this device prints tickets: a paired Bluetooth printer or a network printer saved in the app (both
 * listed through the Android bridge, grouped by kind; the choice is checked by connecting to it) or the browser's
 * print dialog, and the paper width. Remembered on the device.
 */
export function PrinterPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <PickerDialog onClose={onClose} /> : null;
}

function PickerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { choice, setChoice } = usePrinter();
  const bridge = getPrintBridge();
  const [selected, setSelected] = useState<string>(isBridgePrinter(choice) ? choice.address : BROWSER);
  const [paperWidth, setPaperWidth] = useState<PaperWidth>(choice.paperWidth);
  const [qrMode, setQrMode] = useState<QrMode>(isBridgePrinter(choice) ? (choice.qr ?? 'native') : 'native');
  const [devices, setDevices] = useState<Devices>({ state: 'loading' });
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!bridge) return;
    let live = true;
    bridge.listDevices().then(
      (list) => live && setDevices({ state: 'ready', devices: list }),
      (failure: unknown) => live && setDevices({ state: 'error', reason: bridgeErrorReason(failure) }),
    );
    return () => {
      live = false;
    };
  }, [bridge, attempt]);
  const retry = () => {
    setDevices({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  // The remembered printer stays choosable while the list loads or when it is not paired any more.
  const listed = devices.state === 'ready' ? devices.devices : [];
  const shown =
    isBridgePrinter(choice) && !listed.some((d) => d.address === choice.address)
      ? [...listed, { name: choice.name, address: choice.address }]
      : listed;
  const groups = KINDS.map((kind) => ({ kind, devices: shown.filter((d) => kindOf(d.address) === kind) }));

  // Choosing a printer proposes the paper the app says it has.
  const select = (address: string) => {
    setSelected(address);
    const width = shown.find((d) => d.address === address)?.paperWidth;
    if (width) setPaperWidth(width);
  };

  const save = async () => {
    setError(null);
    let next: PrinterChoice = { kind: 'browser', paperWidth };
    if (bridge && selected !== BROWSER) {
      const device = shown.find((d) => d.address === selected);
      next = {
        kind: kindOf(selected),
        name: device?.name ?? '',
        address: selected,
        paperWidth,
        ...(qrMode === 'image' ? { qr: qrMode } : {}),
      };
      setConnecting(true);
      try {
        await bridge.connect(selected);
      } catch (failure) {
        setError(bridgeErrorReason(failure, next.kind));
        return;
      } finally {
        setConnecting(false);
      }
    }
    setChoice(next);
    toast.success(
      t('pos.printing.saved', {
        name: isBridgePrinter(next) ? next.name || next.address : t('pos.printing.browserPrinter'),
      }),
    );
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="printer-picker-title">
      <DialogTitle id="printer-picker-title">{t('pos.printing.choosePrinter')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {bridge ? (
            <FormControl>
              <FormLabel id="printer-picker-devices">{t('pos.printing.devices')}</FormLabel>
              <RadioGroup
                aria-labelledby="printer-picker-devices"
                value={selected}
                onChange={(event) => select(event.target.value)}
              >
                {groups.map(
                  ({ kind, devices: ofKind }) =>
                    ofKind.length > 0 && (
                      <Box key={kind} role="group" aria-labelledby={`printer-picker-${kind}`}>
                        <Typography
                          id={`printer-picker-${kind}`}
                          variant="overline"
                          component="div"
                          color="text.secondary"
                        >
                          {t(`pos.printing.kinds.${kind}`)}
                        </Typography>
                        {ofKind.map((device) => (
                          <FormControlLabel
                            key={device.address}
                            value={device.address}
                            control={<Radio />}
                            label={device.name || device.address}
                          />
                        ))}
                      </Box>
                    ),
                )}
                <FormControlLabel value={BROWSER} control={<Radio />} label={t('pos.printing.browserPrinter')} />
              </RadioGroup>
              {devices.state === 'loading' && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CircularProgress size={16} />
                  <Typography variant="body2">{t('pos.printing.searching')}</Typography>
                </Stack>
              )}
              {devices.state === 'ready' && devices.devices.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('pos.printing.noDevices')}
                </Typography>
              )}
              {devices.state === 'error' && (
                <Alert
                  severity="warning"
                  action={
                    <Button color="inherit" size="small" onClick={retry}>
                      {t('pos.printing.retry')}
                    </Button>
                  }
                >
                  {devices.reason}
                </Alert>
              )}
            </FormControl>
          ) : (
            <Stack spacing={0.5}>
              <Typography sx={{ fontWeight: 600 }}>{t('pos.printing.browserPrinter')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('pos.printing.noBridge')}
              </Typography>
            </Stack>
          )}
          <FormControl>
            <FormLabel id="printer-picker-paper" sx={{ mb: 1 }}>
              {t('pos.printing.paperWidth')}
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              aria-labelledby="printer-picker-paper"
              value={paperWidth}
              onChange={(_, value: PaperWidth | null) => value && setPaperWidth(value)}
            >
              {PAPER_WIDTHS.map((width) => (
                <ToggleButton key={width} value={width}>
                  {t('pos.printing.paper', { width })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </FormControl>
          {bridge && selected !== BROWSER && (
            <FormControl>
              <FormLabel id="printer-picker-qr" sx={{ mb: 1 }}>
                {t('pos.printing.qrMode')}
              </FormLabel>
              <ToggleButtonGroup
                exclusive
                aria-labelledby="printer-picker-qr"
                aria-describedby="printer-picker-qr-help"
                value={qrMode}
                onChange={(_, value: QrMode | null) => value && setQrMode(value)}
              >
                {QR_MODES.map((mode) => (
                  <ToggleButton key={mode} value={mode}>
                    {t(`pos.printing.qrModes.${mode}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <Typography id="printer-picker-qr-help" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('pos.printing.qrModeHelp')}
              </Typography>
            </FormControl>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pos.printing.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={connecting}>
          {connecting ? t('pos.printing.connecting') : t('pos.printing.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A button that shows this device's printer and opens the picker: for the POS's top bar. */
export function PrinterButton() {
  const { t } = useTranslation();
  const { choice } = usePrinter();
  const name = usePrinterName(choice);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<PrintIcon />}
        onClick={() => setOpen(true)}
        aria-label={`${t('pos.printing.printer')}: ${name}`}
      >
        {name}
      </Button>
      <PrinterPicker open={open} onClose={() => setOpen(false)} />
    </>
  );
}
