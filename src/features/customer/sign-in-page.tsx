// Sign-in with a code sent to the customer's phone: the number, then the 6-digit code (and, for a
// first visit, a name to call the order by). It stands in for whichever screen a visitor opened,
// which shows once they are in (see CustomerLayout).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/PinInput.css';
import '@mantine/core/styles/Paper.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Center, Group, Input, Paper, PinInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateCustomerToken, useRequestCustomerOtp } from '@generated/app/hooks/app-auth/app-auth';
import { ApiForm } from '@/components/form/api-form';
import { useField } from '@/components/form/field';
import { TextField } from '@/components/form/text-field';
import { formatTime } from '@/lib/format';
import { useCustomerTitle } from './title';
import { codeSchema, phoneSchema, type CodeInput, type CodeValues, type PhoneInput, type PhoneValues } from './schemas';
import { useCustomerToken } from './session';

function PhoneStep({ onSent }: { onSent: (phone: string, expiresAt: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<PhoneInput, unknown, PhoneValues>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone_number: '' },
  });
  const request = useRequestCustomerOtp({ mutation: { meta: { successToast: false } } });
  const send = async (values: PhoneValues) => {
    const sent = await request.mutateAsync({ data: values });
    onSent(values.phone_number, sent.data.expires_at);
  };
  return (
    <ApiForm form={form} onSubmit={send}>
      <TextField
        control={form.control}
        name="phone_number"
        label={t('customer.signIn.phone')}
        description={t('customer.signIn.phoneHint')}
        placeholder={t('customer.signIn.phonePlaceholder')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        withAsterisk
      />
      <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
        {t('customer.signIn.sendCode')}
      </Button>
    </ApiForm>
  );
}

function CodeStep({
  phone,
  expiresAt,
  onChangeNumber,
}: {
  phone: string;
  expiresAt: string;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation();
  const register = useCustomerToken((s) => s.register);
  const form = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { phone_number: phone, otp: '', name: '' },
  });
  const { inputRef, ...code } = useField({ control: form.control, name: 'otp' });
  const signIn = useCreateCustomerToken({ mutation: { meta: { successToast: false } } });
  const resend = useRequestCustomerOtp({ mutation: { meta: { successToast: t('customer.signIn.codeSent') } } });

  const submit = async (values: CodeValues) => {
    const session = await signIn.mutateAsync({ data: values });
    // The screen asked for takes the sign-in's place (see CustomerLayout).
    register(session.data.token);
  };

  return (
    <ApiForm form={form} onSubmit={submit}>
      <Text size="sm" ta="center">
        {t('customer.signIn.codeSentTo', { phone, time: formatTime(expiresAt) })}
      </Text>
      <Input.Wrapper label={t('customer.signIn.code')} error={code.error} withAsterisk>
        <Center mt={6}>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            aria-label={t('customer.signIn.code')}
            ref={inputRef}
            value={code.value}
            onChange={code.onChange}
            onBlur={code.onBlur}
            error={Boolean(code.error)}
          />
        </Center>
      </Input.Wrapper>
      <TextField
        control={form.control}
        name="name"
        label={t('customer.signIn.name')}
        description={t('customer.signIn.nameHint')}
        autoComplete="name"
      />
      <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
        {t('customer.signIn.submit')}
      </Button>
      <Group justify="space-between" gap="xs">
        <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
          {t('customer.signIn.changeNumber')}
        </Anchor>
        <Anchor
          component="button"
          type="button"
          size="sm"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ data: { phone_number: phone } })}
        >
          {t('customer.signIn.resend')}
        </Anchor>
      </Group>
    </ApiForm>
  );
}

export function SignInPage() {
  const { t } = useTranslation();
  useCustomerTitle(t('customer.signIn.title'));
  const [sent, setSent] = useState<{ phone: string; expiresAt: string } | null>(null);
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={1} size="h3">
              {sent ? t('customer.signIn.codeTitle') : t('customer.signIn.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {sent ? t('customer.signIn.codeSubtitle') : t('customer.signIn.subtitle')}
            </Text>
          </Stack>
          {sent ? (
            <CodeStep phone={sent.phone} expiresAt={sent.expiresAt} onChangeNumber={() => setSent(null)} />
          ) : (
            <PhoneStep onSent={(phone, expiresAt) => setSent({ phone, expiresAt })} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
