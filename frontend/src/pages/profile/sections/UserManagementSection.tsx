import { AuditLog } from '../../../features/audit';
import { UserManagement } from '../../../features/user-management';
import { Tabs } from '../../../shared/ui';

/** 'Управление пользователями': the users, and the journal of every admin's decision (issue 18). */
export function UserManagementSection() {
  return (
    <Tabs
      label="Управление пользователями"
      items={[
        { value: 'users', label: 'Пользователи', content: <UserManagement /> },
        { value: 'audit', label: 'Журнал решений', content: <AuditLog /> },
      ]}
    />
  );
}
