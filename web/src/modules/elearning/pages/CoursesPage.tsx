import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import {
  COURSE_MODALITY_LABELS,
  formatCents,
  formatHours,
  placesLeft,
  type CourseCategory,
  type ElearningCourse,
} from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import { CategoryFilter, useCategoryParam } from '../../../platform/resources/CategoryFilter';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { TabbedPage } from '../../../platform/resources/TabbedPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { CATEGORIES, COURSES } from '../api';
import { CATEGORIES_TAB, elearningPaths } from '../paths';

function CoursesTab({ categories }: { categories: CourseCategory[] }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const categoryId = useCategoryParam();
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const columns: GridColDef<ElearningCourse>[] = [
    {
      field: 'title',
      headerName: t('elearning.courses.name'),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Link component={RouterLink} to={elearningPaths.course(org, row.id)}>
            {row.title}
          </Link>
          {!row.active && <Chip size="small" label={t('elearning.courses.inactive')} variant="outlined" />}
        </Stack>
      ),
    },
    {
      field: 'categoryId',
      headerName: t('elearning.courses.category'),
      sortable: false,
      minWidth: 140,
      valueGetter: (_value, row) => categoryName.get(row.categoryId) ?? '',
    },
    {
      field: 'modality',
      headerName: t('elearning.courses.modality'),
      sortable: false,
      minWidth: 110,
      valueGetter: (_value, row) => COURSE_MODALITY_LABELS[row.modality],
    },
    {
      field: 'places',
      headerName: t('elearning.courses.places'),
      sortable: false,
      minWidth: 120,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <span>
            {row.capacity === null
              ? t('elearning.courses.placesUnlimited', { enrolled: row.enrolled })
              : t('elearning.courses.placesOf', { enrolled: row.enrolled, capacity: row.capacity })}
          </span>
          {placesLeft(row) === 0 && <Chip size="small" color="warning" label={t('elearning.courses.full')} />}
        </Stack>
      ),
    },
    {
      field: 'minutes',
      headerName: t('elearning.courses.hours'),
      sortable: false,
      minWidth: 110,
      valueFormatter: (value: number) => formatHours(value),
    },
    {
      field: 'price',
      headerName: t('elearning.courses.price'),
      type: 'number',
      sortable: false,
      minWidth: 120,
      valueGetter: (_value, row) => row.priceCents,
      valueFormatter: (value: number) => formatCents(value),
    },
  ];
  return (
    <ResourceListPage<ElearningCourse>
      path={COURSES}
      columns={columns}
      defaultSort={{ field: 'title', sort: 'asc' }}
      manage="elearning.manage"
      newLabel={t('elearning.courses.new')}
      newTo={elearningPaths.course(org, NEW_ID)}
      searchLabel={t('elearning.courses.search')}
      emptyLabel={t('elearning.courses.empty')}
      filters={categoryId ? { categoryId } : undefined}
      toolbar={
        <CategoryFilter
          label={t('elearning.courses.category')}
          allLabel={t('elearning.courses.allCategories')}
          categories={categories}
        />
      }
    />
  );
}

function CategoriesTab() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<CourseCategory>[] = [
    {
      field: 'name',
      headerName: t('elearning.categories.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={elearningPaths.category(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    { field: 'description', headerName: t('elearning.categories.description'), sortable: false, flex: 1 },
    {
      field: 'active',
      headerName: t('elearning.categories.active'),
      sortable: false,
      renderCell: ({ row }) =>
        !row.active && <Chip size="small" label={t('elearning.categories.inactive')} variant="outlined" />,
    },
  ];
  return (
    <ResourceListPage<CourseCategory>
      path={CATEGORIES}
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="elearning.manage"
      newLabel={t('elearning.categories.new')}
      newTo={elearningPaths.category(org, NEW_ID)}
      searchLabel={t('elearning.categories.search')}
      emptyLabel={t('elearning.categories.empty')}
    />
  );
}

/** /{organization}/elearning/courses: the academy's courses (filtered by category) and their categories. */
export default function CoursesPage() {
  const { t } = useTranslation();
  const { data: categories = [] } = useResourceOptions<CourseCategory>(CATEGORIES);
  return (
    <TabbedPage
      title={t('elearning.courses.title')}
      tabs={[
        { name: 'courses', label: t('elearning.courses.tabs.courses') },
        { name: CATEGORIES_TAB, label: t('elearning.courses.tabs.categories') },
      ]}
    >
      {(tab) => (tab === CATEGORIES_TAB ? <CategoriesTab /> : <CoursesTab categories={categories} />)}
    </TabbedPage>
  );
}
