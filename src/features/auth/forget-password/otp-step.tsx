import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/PinInput.css';
import { Anchor, Button, Center, Group, Input, PinInput, Text } from '@mantine/core';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClaimOtp, useInitiateForgetPassword } from '@generated/hooks/auth/auth';
import { ApiForm } from '@/components/form/api-form';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { useField } from '@/components/form/field';
import { setNewPasswordToken } from '@/lib/cookies';
import { AuthCard } from '../auth-card';
import { daysUntil, getRecoveryEmail } from '../recovery-email';
import type { OtpForm } from '../schemas';

const resolver = lazyResolver(() => import('../schemas').then((checks) => checks.otpResolver));

export function OtpStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = getRecoveryEmail();
  const form = useForm<OtpForm>({ resolver, defaultValues: { otp: '' } });
  const { inputRef, ...field } = useField({ control: form.control, name: 'otp' });
  const claim = useClaimOtp({ mutation: { meta: { successToast: t('auth.codeVerified') } } });
  const resend = useInitiateForgetPassword();

  // Without the address there is nothing to verify the code against: start over.
  if (!email) return <Navigate to="/forget-password/$type" params={{ type: 'email' }} replace />;

  const verify = async ({ otp }: OtpForm) => {
    const response = await claim.mutateAsync({ data: { email, otp } });
    setNewPasswordToken(response.data.token, daysUntil(response.data.expires_at));
    await navigate({ to: '/forget-password/$type', params: { type: 'new-password' } });
  };

  return (
    <AuthCard title={t('auth.otpTitle')} subtitle={t('auth.otpSubtitle', { email })}>
      <ApiForm form={form} onSubmit={verify}>
        <Input.Wrapper label={t('auth.verificationCode')} error={field.error} withAsterisk>
          <Center mt={6}>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              aria-label={t('auth.verificationCode')}
              ref={inputRef}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={Boolean(field.error)}
            />
          </Center>
        </Input.Wrapper>
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('auth.verifyCode')}
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to="/forget-password/email" size="sm">
            {t('auth.changeEmail')}
          </Anchor>
          <Group gap={4}>
            <Text size="sm" c="dimmed">
              {t('auth.noCode')}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={resend.isPending}
              onClick={() => resend.mutate({ data: { email } })}
            >
              {t('auth.resendCode')}
            </Anchor>
          </Group>
        </Group>
      </ApiForm>
    </AuthCard>
  );
}
