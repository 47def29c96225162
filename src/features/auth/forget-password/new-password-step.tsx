import { Button } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePasswordWithToken } from '@generated/hooks/auth/auth';
import { ApiForm } from '@/components/form/api-form';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { PasswordField } from '@/components/form/password-field';
import { getNewPasswordToken, removeNewPasswordToken } from '@/lib/cookies';
import { AuthCard } from '../auth-card';
import { clearRecoveryEmail } from '../recovery-email';
import type { NewPasswordForm } from '../schemas';

const resolver = lazyResolver(() => import('../schemas').then((checks) => checks.newPasswordResolver));

export function NewPasswordStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read once: the cookie is removed on success, and that must not bounce the page back to step 1.
  const [token] = useState(getNewPasswordToken);
  const form = useForm<NewPasswordForm>({
    resolver,
    defaultValues: { new_password: '', confirm_password: '' },
  });
  // The API's confirmation ("Password changed") is the success toast.
  const change = useChangePasswordWithToken();

  // The cookie expires with the token; once it is gone, the code must be claimed again.
  if (!token) return <Navigate to="/forget-password/$type" params={{ type: 'email' }} replace />;

  const save = async ({ new_password }: NewPasswordForm) => {
    await change.mutateAsync({ data: { token, new_password } });
    removeNewPasswordToken();
    clearRecoveryEmail();
    await navigate({ to: '/login' });
  };

  return (
    <AuthCard title={t('auth.newPasswordTitle')} subtitle={t('auth.newPasswordSubtitle')}>
      <ApiForm form={form} onSubmit={save}>
        <PasswordField
          control={form.control}
          name="new_password"
          label={t('auth.newPassword')}
          autoComplete="new-password"
          withAsterisk
        />
        <PasswordField
          control={form.control}
          name="confirm_password"
          label={t('auth.confirmNewPassword')}
          autoComplete="new-password"
          withAsterisk
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('auth.savePassword')}
        </Button>
      </ApiForm>
    </AuthCard>
  );
}
