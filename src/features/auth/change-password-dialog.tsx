// The change-password dialog opened from the user menu. Loaded when first opened.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@generated/hooks/auth/auth';
import { FormModal } from '@/components/form/form-modal';
import { ModalForm } from '@/components/form/modal-form';
import { PasswordField } from '@/components/form/password-field';
import { changePasswordFormSchema, type ChangePasswordForm } from './schemas';

const EMPTY: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

function ChangePasswordFields() {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const change = useChangePassword();
  const { control } = form;
  return (
    <ModalForm
      form={form}
      onSubmit={({ current_password, new_password }) =>
        change.mutateAsync({ data: { current_password, new_password } })
      }
      submitLabel={t('common.save')}
    >
      <PasswordField
        control={control}
        name="current_password"
        label={t('auth.currentPassword')}
        autoComplete="current-password"
        withAsterisk
      />
      <PasswordField
        control={control}
        name="new_password"
        label={t('auth.newPassword')}
        autoComplete="new-password"
        withAsterisk
      />
      <PasswordField
        control={control}
        name="confirm_password"
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        withAsterisk
      />
    </ModalForm>
  );
}

export default function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('auth.changePassword')}>
      {/* A new form each time the dialog opens. */}
      {opened ? <ChangePasswordFields /> : null}
    </FormModal>
  );
}
