// Sign-in. After it the user lands where they were sent from (a screen whose session had ended),
// or on the dashboard.
import '@mantine/core/styles/Anchor.css';
import { Anchor, Button, Group } from '@mantine/core';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@generated/hooks/auth/auth';
import { ApiForm } from '@/components/form/api-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useTokenStore } from '@/lib/session/token-store';
import { toast } from '@/lib/toast';
import { AuthCard } from './auth-card';
import { getRememberedEmail, rememberEmail } from './remembered-email';
import type { LoginForm } from './login-schema';

const route = getRouteApi('/_public/login');

// The form's checks (zod) load alongside the page rather than before it.
const resolver = lazyResolver(() => import('./login-schema').then((checks) => checks.loginResolver));

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = route.useSearch();
  const registerToken = useTokenStore((s) => s.register);
  const remembered = getRememberedEmail();
  const form = useForm<LoginForm>({
    resolver,
    defaultValues: { email: remembered, password: '', remember: remembered !== '' },
  });
  // A wrong password answers 401 with the API's message, shown by the default error toast. The
  // success toast comes after the token: a new session starts with no toasts of the old one.
  const login = useLogin({ mutation: { meta: { successToast: false } } });
  const { control } = form;

  const signIn = async (values: LoginForm) => {
    const response = await login.mutateAsync({ data: values });
    rememberEmail(values.email, values.remember);
    registerToken(response.data.token);
    toast.success(t('auth.signedIn'));
    await navigate({ to: redirect ?? '/' });
  };

  return (
    <AuthCard title={t('auth.signIn')} subtitle={t('auth.signInSubtitle')}>
      <ApiForm form={form} onSubmit={signIn} autoFocus={false}>
        <TextField
          control={control}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          placeholder={t('auth.emailPlaceholder')}
          withAsterisk
        />
        <PasswordField
          control={control}
          name="password"
          label={t('auth.password')}
          autoComplete="current-password"
          withAsterisk
        />
        <Group justify="space-between">
          <CheckboxField control={control} name="remember" label={t('auth.rememberMe')} />
          <Anchor component={Link} to="/forget-password/email" size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('auth.signIn')}
        </Button>
      </ApiForm>
    </AuthCard>
  );
}
