import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { cardProgramBodySchema, type CardProgram } from '@plataforma/domain';
import { useResourceItem } from '../../../platform/resources/api';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { CARDS } from '../resources';
import { CardProgramFields, cardProgramToForm, type CardProgramForm } from '../components/CardProgramFields';
import { CARDS_TAB, promotionsPaths } from '../paths';

// The members' table, dialogs and movements load after the editor: not on the route's first load (its budget).
const CardMembers = lazy(() => import('../components/CardMembers').then((m) => ({ default: m.CardMembers })));

/**
 * /{organization}/promotions/card/{id}: a loyalty program ('new' creates one; managers edit, staff read) and, once it
 * exists, its clients with their cards. A new program opens its page once created, to add its first clients.
 */
export default function CardPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { id = NEW_ID } = useParams();
  const existing = id === NEW_ID ? undefined : id;
  // The editor's own query (same key): the members need the loaded program.
  const { data: program } = useResourceItem<CardProgram>(CARDS, existing);
  const listTo = promotionsPaths.overview(org, { tab: CARDS_TAB });
  return (
    <Stack spacing={4}>
      <ResourceEditor<CardProgramForm, CardProgram>
        path={CARDS}
        listTo={listTo}
        manage="promotions.manage"
        schema={cardProgramBodySchema}
        toForm={cardProgramToForm}
        newTitle={t('promotions.cards.new')}
        titleOf={(saved) => saved.name}
        savedTo={(saved) => (existing ? listTo : promotionsPaths.card(org, saved.id))}
      >
        {(props) => <CardProgramFields {...props} />}
      </ResourceEditor>
      {program && (
        <Suspense fallback={null}>
          <CardMembers program={program} />
        </Suspense>
      )}
    </Stack>
  );
}
