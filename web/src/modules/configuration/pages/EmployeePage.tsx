import { useTranslation } from 'react-i18next';
import { EMPLOYEE_COLORS, emptyWeeklySchedule, employeeBodySchema, type Employee } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { EmployeeFields, type EmployeeForm } from '../components/EmployeeFields';
import { configurationPaths } from '../paths';

const toForm = (employee: Employee | undefined): EmployeeForm =>
  employee
    ? {
        firstName: employee.firstName,
        lastName: employee.lastName,
        email: employee.email,
        phone: employee.phone,
        position: employee.position,
        locationIds: employee.locationIds,
        active: employee.active,
        color: employee.color,
        memberUserId: employee.memberUserId,
        workingHours: employee.workingHours,
        timeOff: employee.timeOff,
        mayAuthorize: employee.mayAuthorize,
        // The PIN is never read back: empty keeps it, four digits replace it.
        pin: '',
      }
    : {
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        position: '',
        locationIds: [],
        active: true,
        color: EMPLOYEE_COLORS[0]!,
        memberUserId: '',
        workingHours: emptyWeeklySchedule(),
        timeOff: [],
        mayAuthorize: false,
        pin: '',
      };

/** /{organization}/configuration/employees/employee/{id}: create ('new') or edit an employee. */
export default function EmployeePage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<EmployeeForm, Employee>
      path="configuration/employees"
      listTo={configurationPaths.employees(org)}
      manage="configuration.manage"
      schema={employeeBodySchema}
      toForm={toForm}
      newTitle={t('configuration.employees.new')}
      titleOf={(employee) => `${employee.firstName} ${employee.lastName}`.trim()}
    >
      {(props, employee) => <EmployeeFields {...props} hasPin={employee?.hasPin ?? false} />}
    </ResourceEditor>
  );
}
