// Top-bar user menu: initials avatar, the email (or 'No email'), the language, Change Password and
// Logout.
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Menu.css';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLanguage, IconLock, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage } from '@/lib/i18n';
import { initialsOf } from './initials';

export interface UserMenuProps {
  name: string;
  email: string | null;
  onChangePassword: () => void;
  onLogout: () => void;
}

export function UserMenu({ name, email, onChangePassword, onLogout }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" width={240} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.accountMenu', { name })} style={{ borderRadius: '50%' }}>
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
            {email ?? t('shell.noEmail')}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Label>
          <IconLanguage size={12} aria-hidden /> {t('shell.language')}
        </Menu.Label>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            aria-current={language === code ? 'true' : undefined}
            rightSection={language === code ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => void i18n.changeLanguage(code)}
          >
            {t(`languages.${code}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={onChangePassword}>
          {t('auth.changePassword')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {t('auth.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
