// The filter bar every report shares: the date range with its presets and the grouping; each
// report adds its own multi-selects as children.
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, Menu, SegmentedControl } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { presetRange, RANGE_PRESETS } from './range-presets';

export type PeriodType = 'daily' | 'week' | 'month';

export interface ReportFiltersProps {
  start: string;
  end: string;
  /** The grouping; a report without periods leaves it out. */
  type?: PeriodType;
  onChange: (patch: { start_date?: string; end_date?: string; type?: PeriodType }) => void;
  children?: ReactNode;
}

export function ReportFilters({ start, end, type, onChange, children }: ReportFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <DateRangeFilter
        label={t('reports.range')}
        value={{ start, end }}
        onChange={(range) => onChange({ start_date: range.start, end_date: range.end })}
      />
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
            {t('reports.presets')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {RANGE_PRESETS.map((preset) => (
            <Menu.Item
              key={preset}
              onClick={() => {
                const range = presetRange(preset);
                onChange({ start_date: range.start, end_date: range.end });
              }}
            >
              {t(`reports.preset.${preset}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {type ? (
        <SegmentedControl
          aria-label={t('reports.groupBy')}
          value={type}
          onChange={(value) => onChange({ type: value as PeriodType })}
          data={(['daily', 'week', 'month'] as const).map((value) => ({ value, label: t(`reports.type.${value}`) }))}
        />
      ) : null}
      {children}
    </Group>
  );
}
