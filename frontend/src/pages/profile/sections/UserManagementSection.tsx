import { AuditLog } from '../../../features/audit';
import { CompanyChecks } from '../../../features/company';
import { UserManagement } from '../../../features/user-management';
import { Tabs } from '../../../shared/ui';

/** 'Управление пользователями': the users, the check of their companies, and the journal of every admin's decision (issue 18). */
export function UserManagementSection() {
  return (
    <Tabs
      label="Управление пользователями"
      items={[
        { value: 'users', label: 'Пользователи', content: <UserManagement /> },
        { value: 'companies', label: 'Проверка компаний', content: <CompanyChecks /> },
        { value: 'audit', label: 'Журнал решений', content: <AuditLog /> },
      ]}
    />
  );
}
