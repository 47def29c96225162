// The user forms: "New user" (name, phone, email, password twice) and "Edit" (name, phone, email).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateUser, useUpdateUser } from '@generated/hooks/users/users';
import type { User } from '@generated/model';
import { ModalForm } from '@/components/form/modal-form';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import {
  EMPTY_USER,
  userCreateSchema,
  userEditSchema,
  type UserCreateInput,
  type UserCreateValues,
  type UserEditInput,
  type UserEditValues,
} from './schemas';

function useKnownErrors() {
  const { t } = useTranslation();
  return {
    email: { 409: () => t('users.duplicateEmail') },
    phone_number: { 409: () => t('users.duplicatePhone') },
    confirm_password: { 400: () => t('auth.mismatch') },
  };
}

function ContactFields({ control }: { control: Control<UserEditInput> | Control<UserCreateInput> }) {
  const { t } = useTranslation();
  const bound = control as Control<UserEditInput>;
  return (
    <>
      <TextField control={bound} name="name" label={t('users.name')} required maxLength={100} autoComplete="off" />
      <TextField
        control={bound}
        name="phone_number"
        label={t('users.phone')}
        placeholder={t('users.phonePlaceholder')}
        description={t('users.phoneHint')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="off"
      />
      <TextField
        control={bound}
        name="email"
        label={t('users.email')}
        placeholder={t('auth.emailPlaceholder')}
        required
        type="email"
        autoComplete="off"
      />
    </>
  );
}

/** `onCreated` gets the new account, so the list can show it wherever it sorts. */
export function UserCreateForm({ onCreated }: { onCreated: (user: User) => void }) {
  const { t } = useTranslation();
  const create = useCreateUser({ mutation: { meta: { successToast: t('users.created') } } });
  const form = useForm<UserCreateInput, unknown, UserCreateValues>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: EMPTY_USER,
  });
  return (
    <ModalForm
      form={form}
      onSubmit={async (data) => {
        const created = await create.mutateAsync({ data });
        onCreated(created.data);
      }}
      knownErrors={useKnownErrors()}
      submitLabel={t('users.create')}
    >
      <ContactFields control={form.control} />
      <PasswordField
        control={form.control}
        name="password"
        label={t('auth.password')}
        description={t('users.passwordHint')}
        required
        autoComplete="new-password"
      />
      <PasswordField
        control={form.control}
        name="confirm_password"
        label={t('users.confirmPassword')}
        required
        autoComplete="new-password"
      />
    </ModalForm>
  );
}

export function UserEditForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser({ mutation: { meta: { successToast: t('users.updated') } } });
  const form = useForm<UserEditInput, unknown, UserEditValues>({
    resolver: zodResolver(userEditSchema),
    defaultValues: { name: user.name, phone_number: user.phone_number, email: user.email },
  });
  return (
    <ModalForm
      form={form}
      onSubmit={async (data) => {
        await update.mutateAsync({ userId: user.id, data });
      }}
      knownErrors={useKnownErrors()}
      submitLabel={t('common.saveChanges')}
    >
      <ContactFields control={form.control} />
    </ModalForm>
  );
}
