// The vendor form, shared by "New vendor" and "Edit".
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '@generated/model';
import { ModalForm } from '@/components/form/modal-form';
import { TextField } from '@/components/form/text-field';
import { formatPhone } from '@/lib/format';
import { EMPTY_VENDOR, vendorFormSchema, type VendorFormInput, type VendorFormValues } from './schemas';
import { useSaveVendor } from './use-save-vendor';

export function VendorForm({ vendor }: { vendor: Vendor | null }) {
  const { t } = useTranslation();
  const form = useForm<VendorFormInput, unknown, VendorFormValues>({
    resolver: zodResolver(vendorFormSchema),
    defaultValues: vendor
      ? {
          name: vendor.name,
          address: vendor.address,
          contact_person: vendor.contact_person,
          phone: formatPhone(vendor.phone),
          email: vendor.email,
        }
      : EMPTY_VENDOR,
  });
  const save = useSaveVendor();
  const { control } = form;

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save(values, vendor?.id)}
      knownErrors={{ name: { 409: () => t('vendor.duplicateName') } }}
      submitLabel={vendor ? t('common.saveChanges') : t('vendor.create')}
    >
      <TextField control={control} name="name" label={t('vendor.name')} required maxLength={100} />
      <TextField control={control} name="address" label={t('vendor.address')} required maxLength={500} />
      <TextField
        control={control}
        name="contact_person"
        label={t('vendor.contactPerson')}
        required
        maxLength={100}
        autoComplete="off"
      />
      <TextField
        control={control}
        name="phone"
        label={t('vendor.phone')}
        description={t('vendor.phoneHint', { example: formatPhone('081234567890') })}
        required
        type="tel"
        inputMode="tel"
        maxLength={20}
      />
      <TextField control={control} name="email" label={t('vendor.email')} required type="email" maxLength={254} />
    </ModalForm>
  );
}
