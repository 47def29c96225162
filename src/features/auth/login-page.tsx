import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useLogin } from '../../../generated/hooks/auth/auth';
import { useTokenStore } from '../../lib/session/token-store';
import { AuthCard } from './auth-card';
import { getRememberedEmail, rememberEmail } from './remembered-email';
import { loginFormSchema, type LoginForm } from './schemas';

export function LoginPage() {
  const navigate = useNavigate();
  const registerToken = useTokenStore((s) => s.register);
  const remembered = getRememberedEmail();
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: remembered, password: '', remember: remembered !== '' },
  });
  // A wrong password answers 401 with the API's message, shown by the default error toast.
  const login = useLogin({ mutation: { meta: { successToast: 'Signed in' } } });

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(
      { data: values },
      {
        onSuccess: (response) => {
          rememberEmail(values.email, values.remember);
          registerToken(response.data.token);
          void navigate({ to: '/' });
        },
      },
    ),
  );
  const { errors } = form.formState;

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to manage your outlets.">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            placeholder="you@example.com"
            withAsterisk
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...form.register('remember')} />
            <Anchor component={Link} to="/forget-password/email" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
