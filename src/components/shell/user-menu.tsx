// Top-bar user menu: initials avatar, the email (or 'No email'), Change Password and Logout.
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLock, IconLogout } from '@tabler/icons-react';
import { initialsOf } from './initials';

export interface UserMenuProps {
  name: string;
  email: string | null;
  onChangePassword: () => void;
  onLogout: () => void;
}

export function UserMenu({ name, email, onChangePassword, onLogout }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={240} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} style={{ borderRadius: '50%' }}>
          <Avatar color="teal" radius="xl">
            {initialsOf(name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {name}
          </Text>
          <Text size="xs" truncate="end" maw={200} title={email ?? undefined}>
            {email ?? 'No email'}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={onChangePassword}>
          Change Password
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
