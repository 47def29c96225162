// The outlet form, shared by "New outlet" and "Edit": name, address, area, owner, staff, the
// head-office switch and the registers (tills) its shifts are opened at.
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Outlet } from '@generated/model';
import { AsyncMultiSelectField } from '@/components/form/async-multi-select-field';
import { AsyncSelectField } from '@/components/form/async-select-field';
import { ModalForm } from '@/components/form/modal-form';
import { SwitchField } from '@/components/form/switch-field';
import { TagsField } from '@/components/form/tags-field';
import { TextField } from '@/components/form/text-field';
import { areaLabel, personOption, useAreaOptions, useOwnerOptions, useStaffOptions } from './outlet-options';
import { EMPTY_OUTLET, outletFormSchema, type OutletFormInput, type OutletFormValues } from './schemas';
import { useSaveOutlet } from './use-save-outlet';

const toId = (value: string) => Number(value);

export function OutletForm({ outlet }: { outlet: Outlet | null }) {
  const { t } = useTranslation();
  const form = useForm<OutletFormInput, unknown, OutletFormValues>({
    resolver: zodResolver(outletFormSchema),
    defaultValues: outlet
      ? {
          name: outlet.name,
          address: outlet.address,
          is_hq: outlet.is_hq,
          area_id: outlet.outlet_area.area_id,
          owner_id: outlet.outlet_owner.id,
          staff_ids: outlet.staff_ids.map((person) => person.id),
          registers: outlet.registers,
        }
      : { ...EMPTY_OUTLET, registers: [t('outlet.firstRegister')] },
  });
  const save = useSaveOutlet();
  const { control } = form;

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save(values, outlet?.id)}
      knownErrors={{ name: { 409: () => t('outlet.duplicateName') } }}
      submitLabel={outlet ? t('common.saveChanges') : t('outlet.create')}
    >
      <TextField control={control} name="name" label={t('outlet.name')} required maxLength={100} />
      <TextField control={control} name="address" label={t('outlet.address')} required maxLength={500} />
      <AsyncSelectField
        control={control}
        name="area_id"
        label={t('outlet.area')}
        placeholder={t('outlet.areaPlaceholder')}
        required
        useOptions={useAreaOptions}
        parse={toId}
        initialOption={
          outlet ? { value: String(outlet.outlet_area.area_id), label: areaLabel(outlet.outlet_area) } : undefined
        }
      />
      <AsyncSelectField
        control={control}
        name="owner_id"
        label={t('outlet.owner')}
        placeholder={t('outlet.personPlaceholder')}
        required
        useOptions={useOwnerOptions}
        parse={toId}
        initialOption={outlet ? personOption(outlet.outlet_owner) : undefined}
      />
      <AsyncMultiSelectField
        control={control}
        name="staff_ids"
        label={t('outlet.staff')}
        placeholder={t('outlet.personPlaceholder')}
        useOptions={useStaffOptions}
        parse={toId}
        initialOptions={outlet?.staff_ids.map(personOption)}
      />
      <SwitchField control={control} name="is_hq" label={t('outlet.isHq')} description={t('outlet.isHqHint')} />
      <TagsField
        control={control}
        name="registers"
        label={t('outlet.registers')}
        description={t('outlet.registersHint')}
        placeholder={t('outlet.registerPlaceholder')}
        maxTags={20}
        required
      />
      {outlet ? null : (
        <Text size="sm" c="dimmed">
          {t('outlet.hoursAfterCreate')}
        </Text>
      )}
    </ModalForm>
  );
}
