import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { TabStrip } from '../../../ui/TabStrip';
import type { Theme } from '@mui/material/styles';

/** Below this width the screen is a phone's: the catalogue and the order are two tabs. */
export const phoneQuery = (theme: Theme) => theme.breakpoints.down('md');

type PhoneTab = 'catalog' | 'order';

/**
 * The order screen of every till: the top bar, messages, then the catalogue beside the order, whose actions stay at
 * the bottom while its lines scroll. On a phone the catalogue and the order are two tabs at the bottom (in reach of
 * the thumb), the order's tab with the count of what is on it.
 */
export function PosOrderScreen({
  bar,
  messages,
  catalog,
  order,
  actions,
  catalogLabel,
  count,
}: {
  bar: ReactNode;
  messages?: ReactNode;
  catalog: ReactNode;
  order: ReactNode;
  actions: ReactNode;
  /** The catalogue's tab on a phone ('Carta'). */
  catalogLabel: string;
  /** Units on the order and in the cart, for the order's tab on a phone. */
  count: number;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
  const [tab, setTab] = useState<PhoneTab>('catalog');
  const catalogPanel = (
    <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>{catalog}</Box>
  );
  const orderPanel = (
    <Box
      component="aside"
      sx={{
        width: { xs: '100%', md: 400 },
        flexGrow: { xs: 1, md: 0 },
        flexShrink: { xs: 1, md: 0 },
        borderLeft: { md: 1 },
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <Box sx={{ overflow: 'auto', flexGrow: 1, px: 2 }}>{order}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>{actions}</Box>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      {bar}
      {messages}
      {phone ? (
        <>
          <Box
            role="tabpanel"
            id={`pos-panel-${tab}`}
            aria-labelledby={`pos-tab-${tab}`}
            sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}
          >
            {tab === 'catalog' ? catalogPanel : orderPanel}
          </Box>
          <TabStrip<PhoneTab>
            value={tab}
            onChange={setTab}
            fullWidth
            label={t('pos.screen.tabs')}
            sx={{ borderTop: 1, borderColor: 'divider' }}
            items={[
              { value: 'catalog', id: 'pos-tab-catalog', controls: 'pos-panel-catalog', label: catalogLabel },
              {
                value: 'order',
                id: 'pos-tab-order',
                controls: 'pos-panel-order',
                testId: 'pos-order-tab',
                label: t('pos.screen.order', { count }),
              },
            ]}
          />
        </>
      ) : (
        <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
          {catalogPanel}
          {orderPanel}
        </Box>
      )}
    </Box>
  );
}

/** A big touch button of the order's actions; the buttons of a row share its width. */
export function PosActionButton(props: Omit<ButtonProps, 'size' | 'sx'>) {
  return <Button variant="outlined" {...props} size="large" sx={{ minHeight: 56, flex: 1 }} />;
}
