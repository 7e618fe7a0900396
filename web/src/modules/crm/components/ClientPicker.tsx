import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { formatPhone, type Client, type ClientRef } from '@plataforma/domain';
import { useResourcePage } from '../../../platform/resources/api';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { CLIENTS } from '../api';
import { QuickClientDialog } from './QuickClientDialog';

const SEARCH_DELAY_MS = 250;
const MATCHES = 10;

/** A client found, with what tells two namesakes apart; or the offer to create one from what was typed. */
type Option = (ClientRef & { detail?: string }) | { create: string };

const isCreate = (option: Option): option is { create: string } => 'create' in option;

interface Props {
  value: ClientRef | null;
  onChange: (client: ClientRef | null) => void;
  label?: string;
  /** Offers 'Crear cliente «...»' (name and phone) after the matches; off where only an existing one will do. */
  allowCreate?: boolean;
  /** A client not to offer (merging a client with itself). */
  excludeId?: string;
  autoFocus?: boolean;
}

/**
 * Choosing a client: the server searches as the person types (name, e-mail, phone, NIF), and one that is not there
 * yet is created on the spot with a name and a phone. Used by the CRM's own screens and by the tills.
 */
export function ClientPicker({ value, onChange, label, allowCreate = true, excludeId, autoFocus }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [creating, setCreating] = useState<string | null>(null);
  const q = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  // What the input shows once a client is chosen is its name, not a search.
  const searching = q !== '' && q !== value?.name;
  const { data, isFetching } = useResourcePage<Client>(CLIENTS, { q: searching ? q : '', pageSize: MATCHES });
  const typed = input.trim();
  const options: Option[] = [
    ...(data?.items ?? [])
      .filter((client) => client.id !== excludeId)
      .map((client) => ({
        id: client.id,
        name: client.name,
        detail: client.phone ? formatPhone(client.phone) : client.email,
      })),
    ...(allowCreate && typed && typed !== value?.name ? [{ create: typed }] : []),
  ];

  return (
    <>
      <Autocomplete<Option>
        value={value}
        options={options}
        // The server has filtered already (accents and word order included).
        filterOptions={(found) => found}
        getOptionLabel={(option) => (isCreate(option) ? option.create : option.name)}
        isOptionEqualToValue={(option, chosen) => !isCreate(option) && !isCreate(chosen) && option.id === chosen.id}
        inputValue={input}
        onInputChange={(_event, text) => setInput(text)}
        onChange={(_event, option) => {
          if (option && isCreate(option)) setCreating(option.create);
          else onChange(option ? { id: option.id, name: option.name } : null);
        }}
        loading={isFetching}
        loadingText={t('crm.picker.searching')}
        noOptionsText={typed ? t('crm.picker.noMatches') : t('crm.picker.typeToSearch')}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
            {isCreate(option) ? (
              <>
                <PersonAddIcon fontSize="small" color="primary" />
                <Typography color="primary">{t('crm.picker.create', { text: option.create })}</Typography>
              </>
            ) : (
              <Box>
                <Typography>{option.name}</Typography>
                {option.detail && (
                  <Typography variant="body2" color="text.secondary">
                    {option.detail}
                  </Typography>
                )}
              </Box>
            )}
          </Box>
        )}
        renderInput={(params) => (
          <TextField {...params} label={label ?? t('crm.picker.label')} autoFocus={autoFocus} type="search" />
        )}
      />
      {creating !== null && (
        <QuickClientDialog
          typed={creating}
          onDone={(client) => {
            setCreating(null);
            onChange(client);
          }}
          onClose={() => setCreating(null)}
        />
      )}
    </>
  );
}
