import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useInitiateForgetPassword } from '../../../../generated/hooks/auth/auth';
import { AuthCard } from '../auth-card';
import { getRecoveryEmail, setRecoveryEmail } from '../recovery-email';
import { forgetPasswordEmailSchema, type ForgetPasswordEmailForm } from '../schemas';

export function EmailStep() {
  const navigate = useNavigate();
  const form = useForm<ForgetPasswordEmailForm>({
    resolver: zodResolver(forgetPasswordEmailSchema),
    defaultValues: { email: getRecoveryEmail() },
  });
  const initiate = useInitiateForgetPassword();

  const onSubmit = form.handleSubmit((values) =>
    initiate.mutate(
      { data: values },
      {
        onSuccess: () => {
          setRecoveryEmail(values.email);
          void navigate({ to: '/forget-password/$type', params: { type: 'otp' } });
        },
      },
    ),
  );

  return (
    <AuthCard title="Forgot password" subtitle="Enter your email and we will send you a 6-digit code.">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" loading={initiate.isPending} fullWidth>
            Send code
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
