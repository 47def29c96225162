// The change-password dialog opened from the user menu (spec section 4).
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../../../generated/hooks/auth/auth';
import { changePasswordFormSchema, type ChangePasswordForm } from './schemas';

const EMPTY: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const change = useChangePassword();
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.handleSubmit(({ current_password, new_password }) =>
    change.mutate({ data: { current_password, new_password } }, { onSuccess: close }),
  );
  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={close} title="Change Password" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            withAsterisk
            error={errors.new_password?.message}
            {...form.register('new_password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk
            error={errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
