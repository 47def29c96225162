// A product's Modifiers tab: the groups it is sold with, in the order customers see them (add one
// from the list of groups, move, remove), saved together; and a warning listing the options whose
// recipe does not cover this product.
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Paper.css';
import { ActionIcon, Alert, Button, Group, List, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetSkuModifierGroupsQueryKey,
  useGetSkuModifierGroups,
  useListModifierGroups,
  useUpdateSkuModifierGroups,
} from '@generated/hooks/modifiers/modifiers';
import type { ModifierGroup, SkuModifierGroups } from '@generated/model';
import { useFormModal } from '@/components/form/form-modal';
import { isApiError } from '@/lib/api/errors';
import { readerName } from '@/lib/domain-labels';
import { currentLanguage } from '@/lib/i18n';
import { recipeGapText } from './recipe-gaps';

export function ModifierGroupsTab({ skuId }: { skuId: number }) {
  const { t } = useTranslation();
  const saved = useGetSkuModifierGroups(skuId);
  if (!saved.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  return <AttachedGroups skuId={skuId} saved={saved.data.data} />;
}

const sameOrder = (a: ModifierGroup[], b: ModifierGroup[]) =>
  a.length === b.length && a.every((group, index) => group.id === b[index]?.id);

function AttachedGroups({ skuId, saved }: { skuId: number; saved: SkuModifierGroups }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const modal = useFormModal();
  const [groups, setGroups] = useState(saved.groups);
  const [refusal, setRefusal] = useState<{ index: number | null; message: string } | null>(null);
  const all = useListModifierGroups();
  const update = useUpdateSkuModifierGroups({ mutation: { meta: { successToast: t('sku.modifiers.saved') } } });
  const dirty = !sameOrder(groups, saved.groups);

  useEffect(() => {
    modal?.setDirtyCheck(() => dirty, 'modifiers');
    return () => modal?.setDirtyCheck(() => false, 'modifiers');
  }, [modal, dirty]);

  const change = (next: ModifierGroup[]) => {
    setGroups(next);
    setRefusal(null);
  };
  const move = (from: number, to: number) => {
    const next = [...groups];
    const [group] = next.splice(from, 1);
    next.splice(to, 0, group!);
    change(next);
  };
  const choices = (all.data?.data ?? [])
    .filter((group) => !groups.some((attached) => attached.id === group.id))
    .map((group) => ({ value: String(group.id), label: readerName(group, language) }));

  const save = async () => {
    try {
      const answer = await update.mutateAsync({ skuId, data: { group_ids: groups.map((group) => group.id) } });
      queryClient.setQueryData(getGetSkuModifierGroupsQueryKey(skuId), answer);
      setGroups(answer.data.groups);
    } catch (error) {
      if (!isApiError(error)) return;
      const index = /^group_ids\.(\d+)$/.exec(error.field ?? '')?.[1];
      setRefusal({ index: index === undefined ? null : Number(index), message: error.message });
    }
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('sku.modifiers.hint')}
      </Text>
      {groups.length === 0 ? <Text size="sm">{t('sku.modifiers.none')}</Text> : null}
      {groups.map((group, index) => {
        const name = readerName(group, language);
        const error = refusal?.index === index ? refusal.message : null;
        return (
          <Paper key={group.id} withBorder p="xs" component="section" aria-label={name}>
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {group.options.map((option) => readerName(option, language)).join(', ')}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('sku.modifiers.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('sku.modifiers.moveDown', { name })}
                  disabled={index === groups.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('sku.modifiers.remove', { name })}
                  onClick={() => change(groups.filter((other) => other.id !== group.id))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {error ? (
              <Text size="sm" c="red" role="alert" mt={4}>
                {error}
              </Text>
            ) : null}
          </Paper>
        );
      })}
      {refusal && refusal.index === null ? (
        <Text size="sm" c="red" role="alert">
          {refusal.message}
        </Text>
      ) : null}
      <Select
        label={t('sku.modifiers.add')}
        placeholder={t('sku.modifiers.addPlaceholder')}
        data={choices}
        value={null}
        searchable
        nothingFoundMessage={t('form.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        disabled={groups.length >= 20}
        onChange={(value) => {
          const group = all.data?.data.find((item) => String(item.id) === value);
          if (group) change([...groups, group]);
        }}
      />
      {saved.recipe_gaps.length > 0 ? (
        <Alert
          variant="light"
          color="yellow"
          p="xs"
          icon={<IconAlertTriangle size={16} aria-hidden />}
          title={t('sku.modifiers.gapsTitle')}
        >
          <List size="sm">
            {saved.recipe_gaps.map((gap) => (
              <List.Item key={`${gap.modifier_option_id}-${gap.ingredient_sku_id ?? ''}`}>
                {recipeGapText(gap, saved.groups, language)}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={update.isPending} disabled={!dirty}>
          {t('sku.modifiers.save')}
        </Button>
      </Group>
    </Stack>
  );
}
