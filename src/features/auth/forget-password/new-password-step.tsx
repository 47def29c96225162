import { Button, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePasswordWithToken } from '../../../../generated/hooks/auth/auth';
import { getNewPasswordToken, removeNewPasswordToken } from '../../../lib/cookies';
import { AuthCard } from '../auth-card';
import { clearRecoveryEmail } from '../recovery-email';
import { newPasswordFormSchema, type NewPasswordForm } from '../schemas';

export function NewPasswordStep() {
  const navigate = useNavigate();
  // Read once: the cookie is removed on success, and that must not bounce the page back to step 1.
  const [token] = useState(getNewPasswordToken);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  // The API's confirmation ("Password changed") is the success toast.
  const change = useChangePasswordWithToken();

  // The cookie expires with the token; once it is gone, the code must be claimed again.
  if (!token) return <Navigate to="/forget-password/$type" params={{ type: 'email' }} replace />;

  const onSubmit = form.handleSubmit(({ new_password }) =>
    change.mutate(
      { data: { token, new_password } },
      {
        onSuccess: () => {
          removeNewPasswordToken();
          clearRecoveryEmail();
          void navigate({ to: '/login' });
        },
      },
    ),
  );
  const { errors } = form.formState;

  return (
    <AuthCard title="Set a new password" subtitle="At least 8 characters with upper and lower case letters.">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
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
          <Button type="submit" loading={change.isPending} fullWidth>
            Save password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
