import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { can, type Action } from '@plataforma/domain';
import { toast } from '../layout/toast';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { ApiRequestError } from '../api/client';
import { domainResolver } from '../forms/domain-resolver';
import { useCurrentOrganization } from '../organizations/current';
import { useResourceItem, useResourceMutations } from './api';
import { NEW_ID } from '../routing/paths';

// Asked only before a deletion: loaded then, not with every editor (≈0.8 KB gzipped of each editor's first load).
const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

export interface FieldsProps<Form extends FieldValues> {
  form: UseFormReturn<Form>;
  /** The person may read but not change: every control shows its value and accepts nothing. */
  readOnly: boolean;
}

interface Props<Form extends FieldValues, Dto extends { id: string }> {
  /** The resource under /api/organizations/{id}/, e.g. 'restaurant/dishes'. */
  path: string;
  /** Where the list is: back link, and where saving or deleting returns to. */
  listTo: string;
  manage: Action;
  /** Permission to create, when it is not `manage` (staff create clients but do not edit them). */
  create?: Action;
  schema: z.ZodMiniType<Form>;
  /** Form values of an existing record, or of a new one (undefined). */
  toForm: (record: Dto | undefined) => DefaultValues<Form>;
  newTitle: string;
  titleOf: (record: Dto) => string;
  /** The fields, one component shared by create and edit (the record as loaded, for what the form does not hold). */
  children: (props: FieldsProps<Form>, record: Dto | undefined) => ReactNode;
  /** What to offer beside the server's refusal (a duplicate: a link to the existing record). */
  errorAction?: (failure: ApiRequestError) => ReactNode;
  /** Where to go once saved (the new record's page); the list by default. */
  savedTo?: (saved: Dto) => string;
  /** What shows below the form, of the record as loaded (a saved product's stock); nothing by default. */
  after?: (record: Dto | undefined) => ReactNode;
  /** What shows between the title and the form (a page's tabs), of the record as loaded and the form. */
  before?: (record: Dto | undefined, form: UseFormReturn<Form>) => ReactNode;
  /**
   * The form out of sight, kept with its edits (a tab of the page that is not the form's shows meanwhile, in
   * `after`).
   */
  formHidden?: boolean;
}

/**
 * The create and edit page of a resource (`.../{id}`, 'new' to create): loads the record, validates with the domain
 * schema (the API's own messages), saves, shows the server's field errors on their fields, and deletes after a
 * confirmation. Read-only for roles that may only read; to them, 'new' says they cannot create (an empty form they
 * cannot save would be of no use).
 */
export function ResourceEditor<Form extends FieldValues, Dto extends { id: string }>(props: Props<Form, Dto>) {
  const { id: param } = useParams();
  const id = param === NEW_ID ? undefined : param;
  const role = useCurrentOrganization()?.role;
  const readOnly = !can(role, id ? props.manage : (props.create ?? props.manage));
  const item = useResourceItem<Dto>(props.path, id);
  const { t } = useTranslation();
  const back = (
    <Button component={RouterLink} to={props.listTo} startIcon={<ArrowBackIcon />}>
      {t('resources.back')}
    </Button>
  );
  if (!id && readOnly)
    return <CenteredMessage title={props.newTitle} body={t('resources.cannotCreate')} actions={back} />;
  if (id && item.isPending) return <CircularProgress aria-label={t('common.loading')} sx={{ m: 4 }} />;
  if (id && item.error) return <CenteredMessage title={item.error.message} actions={back} />;
  // Keyed by record: moving from one record to another starts a fresh form.
  return <EditorForm key={id ?? NEW_ID} {...props} record={item.data} readOnly={readOnly} />;
}

function EditorForm<Form extends FieldValues, Dto extends { id: string }>({
  path,
  listTo,
  schema,
  toForm,
  newTitle,
  titleOf,
  children,
  errorAction,
  savedTo,
  after,
  before,
  formHidden = false,
  record,
  readOnly,
}: Props<Form, Dto> & { record: Dto | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<Form>({ resolver: domainResolver(schema), defaultValues: toForm(record) });
  const { save, remove } = useResourceMutations<Dto>(path);
  const [error, setError] = useState<{ message: string; action?: ReactNode } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ id: record?.id, body: values });
      toast.success(t(record ? 'resources.saved' : 'resources.created'));
      void navigate(savedTo ? savedTo(saved) : listTo);
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(failure.fields ?? {}))
          form.setError(field as Path<Form>, { type: 'server', message });
        setError({ message: failure.message, action: errorAction?.(failure) });
      } else setError({ message: t('errors.internal') });
    }
  });

  const confirmDelete = () =>
    remove.mutate(record!.id, {
      onSuccess: () => {
        toast.success(t('resources.deleted'));
        void navigate(listTo);
      },
      onError: (failure) => {
        setConfirming(false);
        toast.error(failure.message);
      },
    });

  const title = record ? titleOf(record) : newTitle;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Box>
        <Button component={RouterLink} to={listTo} startIcon={<ArrowBackIcon />} size="small">
          {t('resources.back')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {readOnly && <Alert severity="info">{t('resources.readOnly')}</Alert>}
      {error && (
        <Alert severity="error" role="alert" action={error.action}>
          {error.message}
        </Alert>
      )}
      {before?.(record, form)}
      <Paper
        variant="outlined"
        component="form"
        hidden={formHidden}
        noValidate
        onSubmit={submit}
        aria-label={title}
        sx={{ p: { xs: 2, sm: 3 }, ...(formHidden && { display: 'none' }) }}
      >
        <Stack component="fieldset" disabled={readOnly} spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          {children({ form, readOnly }, record)}
        </Stack>
        {!readOnly && (
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
              {t(record ? 'resources.save' : 'resources.create')}
            </Button>
            {record && (
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
                {t('resources.delete')}
              </Button>
            )}
          </Stack>
        )}
      </Paper>
      {after?.(record)}
      {record && confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('resources.confirmDeleteTitle')}
            body={t('resources.confirmDelete', { name: titleOf(record) })}
            confirmLabel={t('resources.delete')}
            danger
            busy={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
