import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCents, type CoursePack, type ElearningCourse } from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { COURSES, PACKS } from '../api';
import { elearningPaths } from '../paths';

/** /{organization}/elearning/packs: courses sold together at one price. */
export default function PacksPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { data: courses = [] } = useResourceOptions<ElearningCourse>(COURSES);
  const courseTitle = new Map(courses.map((course) => [course.id, course.title]));
  const columns: GridColDef<CoursePack>[] = [
    {
      field: 'name',
      headerName: t('elearning.packs.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Link component={RouterLink} to={elearningPaths.pack(org, row.id)}>
            {row.name}
          </Link>
          {!row.active && <Chip size="small" label={t('elearning.packs.inactive')} variant="outlined" />}
        </Stack>
      ),
    },
    {
      field: 'courseIds',
      headerName: t('elearning.packs.courses'),
      sortable: false,
      flex: 1,
      minWidth: 220,
      valueGetter: (_value, row) =>
        row.courseIds
          .map((id) => courseTitle.get(id))
          .filter(Boolean)
          .join(', '),
    },
    {
      field: 'price',
      headerName: t('elearning.packs.priceColumn'),
      type: 'number',
      sortable: false,
      minWidth: 120,
      valueGetter: (_value, row) => row.priceCents,
      valueFormatter: (value: number) => formatCents(value),
    },
  ];
  return (
    <ResourceListPage<CoursePack>
      title={t('elearning.packs.title')}
      path={PACKS}
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="elearning.manage"
      newLabel={t('elearning.packs.new')}
      newTo={elearningPaths.pack(org, NEW_ID)}
      searchLabel={t('elearning.packs.search')}
      emptyLabel={t('elearning.packs.empty')}
    />
  );
}
