import '@mantine/core/styles/Anchor.css';
import { Anchor, Button } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useInitiateForgetPassword } from '@generated/hooks/auth/auth';
import { ApiForm } from '@/components/form/api-form';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { TextField } from '@/components/form/text-field';
import { AuthCard } from '../auth-card';
import { getRecoveryEmail, setRecoveryEmail } from '../recovery-email';
import type { ForgetPasswordEmailForm } from '../schemas';

const resolver = lazyResolver(() => import('../schemas').then((checks) => checks.forgetPasswordEmailResolver));

export function EmailStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<ForgetPasswordEmailForm>({
    resolver,
    defaultValues: { email: getRecoveryEmail() },
  });
  const initiate = useInitiateForgetPassword();

  const send = async (values: ForgetPasswordEmailForm) => {
    await initiate.mutateAsync({ data: values });
    setRecoveryEmail(values.email);
    await navigate({ to: '/forget-password/$type', params: { type: 'otp' } });
  };

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <ApiForm form={form} onSubmit={send}>
        <TextField
          control={form.control}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          withAsterisk
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('auth.sendCode')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.backToSignIn')}
        </Anchor>
      </ApiForm>
    </AuthCard>
  );
}
