// The option picker a product with groups opens (at the counter and in the customer app): the
// defaults chosen, one tap per option (a single group as one row of choices, a multiple group as
// toggles up to its max), an option the outlet has sold out shown and not for choosing, the cup's
// price as it changes, and Add by the button or Enter.
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Chip, Group, Stack, Text } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/feedback/dialog';
import { formatRupiah } from '@/lib/format';
import { cupPrice, defaultChoice, localName, missingGroups, toggle, type PickGroup } from './options';
import './option-picker.css';

export interface OptionPickerProps {
  /** The product being chosen; null keeps the picker closed. */
  product: { name: string; price: number; groups: readonly PickGroup[] } | null;
  onClose: () => void;
  onAdd: (optionIds: number[]) => void;
}

function GroupHint({ group }: { group: PickGroup }) {
  const { t } = useTranslation();
  if (group.selection === 'single') return t(group.min_select > 0 ? 'cupOptions.chooseOne' : 'cupOptions.optional');
  if (group.min_select > 0) return t('cupOptions.chooseBetween', { min: group.min_select, max: group.max_select });
  return t('cupOptions.upTo', { max: group.max_select });
}

function Choices({
  groups,
  chosen,
  onChange,
}: {
  groups: readonly PickGroup[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
}) {
  const { t } = useTranslation();
  const picked = new Set(chosen);
  return (
    <Stack gap="md">
      {groups.map((group) => {
        const name = localName(group);
        const full =
          group.selection === 'multiple' && group.options.filter((o) => picked.has(o.id)).length >= group.max_select;
        return (
          <fieldset key={group.id} className="cup-options-group">
            <Group component="legend" gap="xs" justify="space-between" w="100%">
              <Text fw={600} component="span">
                {name}
              </Text>
              <Text size="xs" c="dimmed" component="span">
                <GroupHint group={group} />
              </Text>
            </Group>
            <Group gap={6} mt={6} role={group.selection === 'single' ? 'radiogroup' : 'group'} aria-label={name}>
              {group.options.map((option) => {
                const optionName = localName(option);
                const checked = picked.has(option.id);
                return (
                  <Chip
                    key={option.id}
                    type={group.selection === 'single' ? 'radio' : 'checkbox'}
                    checked={checked}
                    disabled={!option.available || (full && !checked)}
                    onChange={() => onChange(toggle(groups, chosen, group.id, option.id))}
                    size="md"
                    radius="sm"
                  >
                    {optionName}
                    {option.price_delta !== 0 ? (
                      <Text span size="xs" ml={6} c={checked ? undefined : 'dimmed'}>
                        {option.price_delta > 0 ? '+' : '−'}
                        {formatRupiah(Math.abs(option.price_delta))}
                      </Text>
                    ) : null}
                    {option.available ? null : (
                      <Badge size="xs" color="red" variant="light" ml={6}>
                        {t('cupOptions.soldOut')}
                      </Badge>
                    )}
                  </Chip>
                );
              })}
            </Group>
          </fieldset>
        );
      })}
    </Stack>
  );
}

function PickerBody({
  product,
  onAdd,
}: {
  product: NonNullable<OptionPickerProps['product']>;
  onAdd: OptionPickerProps['onAdd'];
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(() => defaultChoice(product.groups));
  const missing = missingGroups(product.groups, chosen);
  const price = cupPrice(product.price, product.groups, chosen);
  const add = () => {
    if (missing.length === 0) onAdd(chosen);
  };
  // Enter adds the cup from anywhere in the picker (Space still switches the focused option).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || (event.target as HTMLElement).tagName === 'BUTTON') return;
    event.preventDefault();
    add();
  };
  return (
    <Stack gap="md" onKeyDown={onKeyDown} data-testid="option-picker">
      <Choices groups={product.groups} chosen={chosen} onChange={setChosen} />
      {missing.length > 0 ? (
        <Text size="sm" c="red" role="status">
          {t('cupOptions.missing', { groups: missing.map((g) => localName(g)).join(', ') })}
        </Text>
      ) : null}
      <Button size="lg" fullWidth onClick={add} disabled={missing.length > 0} data-autofocus>
        {t('cupOptions.add', { price: formatRupiah(price) })}
      </Button>
    </Stack>
  );
}

export function OptionPicker({ product, onClose, onAdd }: OptionPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      size="lg"
      title={
        <Text fw={700} size="lg" component="span">
          {product?.name}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A fresh body each time a product opens: its defaults chosen again. */}
      {product ? <PickerBody key={product.name} product={product} onAdd={onAdd} /> : null}
    </Modal>
  );
}
