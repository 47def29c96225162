import { Anchor, Button, Center, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useClaimOtp, useInitiateForgetPassword } from '../../../../generated/hooks/auth/auth';
import { setNewPasswordToken } from '../../../lib/cookies';
import { AuthCard } from '../auth-card';
import { daysUntil, getRecoveryEmail } from '../recovery-email';
import { otpFormSchema, type OtpForm } from '../schemas';

export function OtpStep() {
  const navigate = useNavigate();
  const email = getRecoveryEmail();
  const form = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  const claim = useClaimOtp({ mutation: { meta: { successToast: 'Code verified' } } });
  const resend = useInitiateForgetPassword();

  // Without the address there is nothing to verify the code against: start over.
  if (!email) return <Navigate to="/forget-password/$type" params={{ type: 'email' }} replace />;

  const onSubmit = form.handleSubmit(({ otp }) =>
    claim.mutate(
      { data: { email, otp } },
      {
        onSuccess: (response) => {
          setNewPasswordToken(response.data.token, daysUntil(response.data.expires_at));
          void navigate({ to: '/forget-password/$type', params: { type: 'new-password' } });
        },
      },
    ),
  );
  const error = form.formState.errors.otp?.message;

  return (
    <AuthCard title="Enter the code" subtitle={`We sent a 6-digit code to ${email}.`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Input.Wrapper label="Verification code" error={error} withAsterisk>
            <Center mt={6}>
              <Controller
                control={form.control}
                name="otp"
                render={({ field }) => (
                  <PinInput
                    length={6}
                    type="number"
                    oneTimeCode
                    aria-label="Verification code"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={Boolean(error)}
                  />
                )}
              />
            </Center>
          </Input.Wrapper>
          <Button type="submit" loading={claim.isPending} fullWidth>
            Verify code
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/forget-password/email" size="sm">
              Change email
            </Anchor>
            <Group gap={4}>
              <Text size="sm" c="dimmed">
                No code?
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                disabled={resend.isPending}
                onClick={() => resend.mutate({ data: { email } })}
              >
                Resend code
              </Anchor>
            </Group>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
