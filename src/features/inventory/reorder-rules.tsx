// The outlet's reorder rules, edited in a table and saved all at once: minimum, maximum and
// multiple per SKU, with SKUs added from a search and removed per row.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import { ActionIcon, Alert, Button, Group, Loader, Pagination, Paper, Select, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiForm } from '@/components/form/api-form';
import { NumberField } from '@/components/form/number-field';
import { formatNumber } from '@/lib/format';
import { useRowsInSteps } from '@/lib/use-rows-in-steps';
import { RULE_FIELDS, RULES_PAGE, useReorderRules } from './use-reorder-rules';

export function Rules({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  const {
    rules,
    page,
    setPage,
    total,
    form,
    fields,
    current,
    removed,
    saving,
    submit,
    skus,
    skuSearch,
    setSkuSearch,
    skuOptions,
    addSku,
    removeRule,
  } = useReorderRules(outletId);
  // Each row holds three inputs: the first rows are built with the screen, the rest in steps.
  const shown = useRowsInSteps(fields.length);
  return (
    <Paper withBorder p="md" radius="md">
      <ApiForm form={form} onSubmit={submit} autoFocus={false}>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('reorder.rules')}
          </Title>
          <Button type="submit" loading={saving} disabled={!form.formState.isDirty && removed.length === 0}>
            {t('reorder.saveAll')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('reorder.rulesHint')}
        </Text>
        <Select
          label={t('reorder.addSku')}
          placeholder={t('reorder.addSkuPlaceholder')}
          data={skuOptions}
          searchable
          searchValue={skuSearch}
          onSearchChange={setSkuSearch}
          value={null}
          onChange={addSku}
          leftSection={<IconPlus size={14} aria-hidden />}
          nothingFoundMessage={skus.isFetching ? t('common.loading') : t('reorder.noSku')}
          maw={420}
        />
        {rules.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : rules.isError ? (
          <Alert color="red">{t('reorder.loadError')}</Alert>
        ) : fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reorder.noRules')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={4} data-testid="reorder-rules">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reorder.sku')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.onHand')}</Table.Th>
                  <Table.Th>{t('reorder.min')}</Table.Th>
                  <Table.Th>{t('reorder.max')}</Table.Th>
                  <Table.Th>{t('reorder.multiple')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.slice(0, shown).map((field, index) => {
                  const line = current[index] ?? field;
                  const low = line.min_quantity !== undefined && line.quantity <= line.min_quantity;
                  return (
                    <Table.Tr key={field.key}>
                      <Table.Td>
                        <Text size="sm">{field.sku_name}</Text>
                        <Text size="xs" c="dimmed">
                          {field.stock_unit}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" c={low ? 'red' : undefined} fw={low ? 700 : undefined}>
                        {formatNumber(field.quantity)}
                      </Table.Td>
                      {RULE_FIELDS.map((name) => (
                        <Table.Td key={name}>
                          <NumberField
                            control={form.control}
                            name={`rules.${index}.${name}`}
                            aria-label={t(`reorder.${name}Of`, { name: field.sku_name })}
                            min={name === 'min_quantity' ? 0 : 1}
                            max={100_000_000}
                            allowNegative={false}
                            w={130}
                          />
                        </Table.Td>
                      ))}
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('reorder.remove', { name: field.sku_name })}
                          onClick={() => removeRule(index, field.sku_id)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > RULES_PAGE ? (
          <Pagination total={Math.ceil(total / RULES_PAGE)} value={page} onChange={setPage} size="sm" />
        ) : null}
      </ApiForm>
    </Paper>
  );
}
